/**
 * /admin/mailbox: the offline mailbox (issue 8), every lead message the outbox wrote as a .eml file,
 * newest first; /admin/mailbox/{file} shows one (headers, text body, HTML body sandboxed) with its
 * .eml download. Super admins see all; editors their own sites' lead mail (mailbox-access.ts). With
 * SMTP configured the view says so instead.
 */
import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'

import { AdminViewFrame } from '@/components/admin/AdminViewFrame'

import { MAILBOX_NAME_ERROR, type MailboxMessage } from '../delivery/mailbox-reader'
import { hasErrorCode } from '../../../platform/error-code'
import { mailboxInUse, visibleMailboxEntries, visibleMailboxMessage } from './mailbox-access'
import { MessageDetail, MessageList } from './mailbox-parts'

import '../admin/admin.css'

async function mailboxContent({ initPageResult, params }: AdminViewServerProps) {
  const { req } = initPageResult
  const { admin: adminRoute, api: apiRoute } = req.payload.config.routes
  if (!mailboxInUse())
    return (
      <p>
        Lead mail goes out through the SMTP server (SMTP_URL is set), so there is no offline mailbox to show. Each lead&apos;s deliveries show what was sent.
      </p>
    )
  const segments = Array.isArray(params?.segments) ? params.segments : []
  const name = segments[1] ? decodeURIComponent(segments[1]) : null
  const reader = { payload: req.payload, user: req.user }
  if (!name) return <MessageList entries={await visibleMailboxEntries(reader)} adminRoute={adminRoute} />
  let message: MailboxMessage | null = null
  try {
    message = await visibleMailboxMessage(reader, name)
  } catch (error) {
    if (!hasErrorCode(error, MAILBOX_NAME_ERROR)) throw error
  }
  if (!message)
    return (
      <p role="alert">
        No such message in your mailbox. <Link href={`${adminRoute}/mailbox`}>Back to the mailbox</Link>
      </p>
    )
  return <MessageDetail message={message} adminRoute={adminRoute} apiRoute={apiRoute} />
}

export async function MailboxView(view: AdminViewServerProps) {
  return (
    <AdminViewFrame view={view} className="admin-mailbox">
      <h1>Mailbox</h1>
      <p className="admin-mailbox__intro">Lead mail written by the offline mail adapter (MAILBOX_DIR), as the dealer&apos;s CRM and staff would receive it.</p>
      {await mailboxContent(view)}
    </AdminViewFrame>
  )
}
