'use client'

import dynamic from 'next/dynamic'
import { useState, type ReactNode } from 'react'

import { ModalDialog } from '@/components/ModalDialog.client'
import type { LeadFormSetup } from '@/features/leads/form-setup'

// The form engine (react-hook-form, zod, phone metadata) loads only when a shopper opens a form.
const LeadForm = dynamic(() => import('./LeadForm.client').then((m) => m.LeadForm), {
  ssr: false,
  loading: () => <p className="lead-form__hint">Loading the form…</p>,
})

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
      {opened ? <LeadForm setup={setup} /> : null}
    </ModalDialog>
  )
}
