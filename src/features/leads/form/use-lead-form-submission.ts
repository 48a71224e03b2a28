'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'
import type { UseFormSetError } from 'react-hook-form'

import { ERROR_TEXTS } from '@/domain/error-texts'
import { trackEvent } from '@/features/analytics/client'
import type { LeadFormSetup } from '@/features/leads/form-setup'
import { leadEventFor } from '@/features/leads/lead-form-analytics'
import type { LeadFieldName } from '@/domain/lead-form-fields'
import { rememberEnquiry, rememberUserDetails, visitContext } from '@/features/leads/shopper-storage'

import { sendWithFormToken, type FormTokenHolder } from './form-token-client'
import type { LeadFormValues } from './LeadFormField.client'

type ServerError = { message: string; errors?: { field: LeadFieldName; message: string }[]; code?: string }

interface LeadFormSubmissionOptions {
  setup: LeadFormSetup
  pageId?: string
  /** The form's useId(): the honeypot input is `${baseId}-website`. */
  baseId: string
  steps: readonly { fields: readonly LeadFieldName[] }[]
  formToken: FormTokenHolder
  setError: UseFormSetError<LeadFormValues>
  setStep: (step: number) => void
  focusBanner: () => void
  onSubmitted?: () => void
}

/**
 * Sends a lead form's valid answers to POST /api/enquiries. A refusal shows the server's message (and
 * its field errors, on the first step that has one); on success the details, car and form are
 * remembered, the lead event is tracked and the shopper goes to /success.
 */
export function useLeadFormSubmission({ setup, pageId, baseId, steps, formToken, setError, setStep, focusBanner, onSubmitted }: LeadFormSubmissionOptions) {
  const { form, car } = setup
  const router = useRouter()
  const [serverError, setServerError] = useState<string | null>(null)

  const send = async (answers: LeadFormValues) => {
    setServerError(null)
    const context = {
      carId: car?.slug,
      // A new-car order names its model and variant; the server finds them in the site's range again.
      modelId: setup.newCar?.modelSlug,
      vehicle: setup.newCar?.variant ?? undefined,
      locationId: setup.presetLocation ? String(setup.presetLocation.id) : undefined,
      pageUrl: window.location.href,
      pageId,
      website: (document.getElementById(`${baseId}-website`) as HTMLInputElement | null)?.value || undefined,
      ...(await visitContext()),
    }
    const post = async (token: string | undefined) => {
      const response = await fetch('/api/enquiries', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ form, answers, context: { ...context, formToken: token } }),
      }).catch(() => null)
      const body = (await response?.json().catch(() => null)) as ({ lead_id?: number } & Partial<ServerError>) | null
      return { response, body }
    }
    // With the form token; once more with a fresh one when it was refused (a tab left open overnight).
    // The shopper's answers stay in the form whatever the answer.
    const sent = await sendWithFormToken(formToken, post)
    if ('retryMessage' in sent) {
      setServerError(sent.retryMessage)
      focusBanner()
      return
    }
    const { response, body } = sent
    if (!response?.ok || !body?.lead_id) {
      for (const { field, message } of body?.errors ?? []) setError(field, { type: 'server', message })
      const firstStep = steps.findIndex((s) => s.fields.some((f) => body?.errors?.some((e) => e.field === f)))
      if (firstStep >= 0) setStep(firstStep)
      setServerError(body?.message || (response ? ERROR_TEXTS.formSubmitError : ERROR_TEXTS.unexpectedError))
      focusBanner()
      return
    }
    const values = answers as Record<string, string | undefined>
    rememberUserDetails(values)
    rememberEnquiry(car ? { slug: car.slug, name: car.name, imageUrl: car.imageUrl } : null, { form, leadId: body.lead_id })
    trackEvent(leadEventFor(form, car?.carType), {
      formName: setup.copy.heading,
      car: car ? { id: car.id, make: car.make, model: car.model, year: car.year, car_type: car.carType, price: car.price } : undefined,
    })
    onSubmitted?.()
    router.push('/success')
  }

  return { serverError, send }
}
