/**
 * The frame of a custom admin view (the mailbox, insights): Payload's own template, so the view has the
 * admin's menu, header and theme, and a gutter that holds the view's content.
 */
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'

export function AdminViewFrame({ view, className, children }: { view: AdminViewServerProps; className: string; children: ReactNode }) {
  const { initPageResult, params, searchParams } = view
  const { req, permissions, locale, visibleEntities } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter className={className}>{children}</Gutter>
    </DefaultTemplate>
  )
}
