'use client'

import Link from 'next/link'
import { useSyncExternalStore } from 'react'

import type { LeadFormType } from '@/domain/lead-for-delivery'
import { formatPhone, phoneHref } from '@/domain/phone'
import { storedEnquiry, type StoredEnquiredCar, type StoredSuccess } from '@/features/leads/shopper-storage'

type Sent = { car: StoredEnquiredCar | null; success: StoredSuccess | null }

// Browser storage as an external store: nothing on the server, what was stored once hydrated.
let stored: string | undefined
const readStored = () => (stored ??= JSON.stringify(storedEnquiry()))
const noSubscription = () => () => {}

/** The thank-you message for the form just sent, read from the browser after hydration. */
export function SuccessDetails({ nextSteps, phone }: { nextSteps: Record<LeadFormType, { kind: string; message: string }>; phone: string | null }) {
  const snapshot = useSyncExternalStore(noSubscription, readStored, () => null)
  const sent = snapshot ? (JSON.parse(snapshot) as Sent) : null
  const form = sent?.success?.form as LeadFormType | undefined
  const step = form && form in nextSteps ? nextSteps[form] : null
  return (
    <div className="success-page__body" aria-live="polite">
      <h1>Thank you</h1>
      <p>{step ? `We have received your ${step.kind}.` : 'We have received your details.'}</p>
      {sent?.car ? (
        <div className="lead-form-section__car">
          {/* eslint-disable-next-line @next/next/no-img-element -- a stored URL of any size; next/image needs known hosts */}
          {sent.car.imageUrl ? <img src={sent.car.imageUrl} alt="" width={120} height={80} /> : null}
          <p>
            You enquired about <Link href={`/cars/${sent.car.slug}`}>{sent.car.name}</Link>
          </p>
        </div>
      ) : null}
      <h2>What happens next</h2>
      <p>{step?.message ?? 'A member of our team will contact you shortly, usually within one business day.'}</p>
      {sent?.success?.leadId ? <p className="lead-form__hint">Your reference number is {sent.success.leadId}.</p> : null}
      <p>
        {phone ? (
          <>
            Need us sooner? Call <a href={phoneHref(phone)}>{formatPhone(phone)}</a>.{' '}
          </>
        ) : null}
        <Link href="/search/new-used-and-demo-cars">Keep browsing cars</Link>
      </p>
    </div>
  )
}
