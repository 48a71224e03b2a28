'use client'

import { lazy, Suspense, useState, type ReactNode } from 'react'

import { ModalDialog } from '@/components/ModalDialog.client'
import type { LeadFormSetup } from '@/features/leads/form-setup'

// The form engine (react-hook-form, zod, phone metadata) loads only when a shopper opens a form
// (React's lazy: a dialog opens in the browser only, so next/dynamic's server rendering is not needed).
const LeadForm = lazy(() => import('./LeadForm.client').then((m) => ({ default: m.LeadForm })))

/**
 * A lead form in a dialog (vehicle page Enquire, Book a Test Drive, Find Me Something Similar; the
 * location list's Send Enquiry): the trigger is a link to the form's own page, so it works before
 * the script loads, and the dialog opens by itself when the page is opened at #{triggerId}.
 */
export function LeadFormDialog({
  setup,
  href,
  triggerId,
  triggerLabel,
  triggerClassName,
  title,
}: {
  setup: LeadFormSetup
  href: string
  triggerId?: string
  triggerLabel: ReactNode
  triggerClassName?: string
  title?: string
}) {
  const [opened, setOpened] = useState(false)
  return (
    <ModalDialog
      title={title ?? setup.copy.heading}
      triggerLabel={triggerLabel}
      triggerClassName={triggerClassName}
      href={href}
      triggerId={triggerId}
      openOnHash
      onOpen={() => setOpened(true)}
      className="lead-form-dialog"
    >
      {setup.copy.intro ? <p>{setup.copy.intro}</p> : null}
      {opened ? (
        <Suspense fallback={<p className="lead-form__hint">Loading the form…</p>}>
          <LeadForm setup={setup} />
        </Suspense>
      ) : null}
    </ModalDialog>
  )
}
