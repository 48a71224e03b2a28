'use client'

import { useId, useState, type FormEvent } from 'react'

import { StepMessage } from '@/components/step-flow/StepActions'
import { formatMoneyWithCents } from '@/domain/money'
import { formatPhone } from '@/domain/phone'

type Found = {
  reference: string
  description: string
  amountCents: number
  status: 'awaiting-payment' | 'paid' | 'cancelled'
  provider: 'pay-at-dealership' | 'stripe'
  next?: { kind: 'pay-at-dealership' } | { kind: 'redirect'; url: string }
}

async function ask(body: { reference: string; email: string; pay: boolean }): Promise<{ ok: true; found: Found } | { ok: false; message: string }> {
  try {
    const response = await fetch('/api/online-payment', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    })
    const json = (await response.json().catch(() => ({}))) as Found & { message?: string }
    return response.ok
      ? { ok: true, found: json }
      : { ok: false, message: json.message?.replace(/^(reference|email): /, '') ?? 'Something went wrong. Please try again.' }
  } catch {
    return { ok: false, message: 'We could not reach the site. Check your connection and try again.' }
  }
}

/** Issue 19 "Online payment": find a dealer-issued amount by its reference and email, then pay it through the payments port. */
export function OnlinePaymentForm({ phone }: { phone: string | null }) {
  const id = useId()
  const [fields, setFields] = useState({ reference: '', email: '' })
  const [found, setFound] = useState<Found | null>(null)
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const callOn = phone ? ` on ${formatPhone(phone)}` : ''

  const submit = async (event: FormEvent, pay: boolean) => {
    event.preventDefault()
    setBusy(true)
    const answer = await ask({ ...fields, pay })
    setBusy(false)
    if (!answer.ok) {
      setFound(null)
      setMessage(answer.message)
      return
    }
    setMessage(null)
    setFound(answer.found)
    if (answer.found.next?.kind === 'redirect') window.location.assign(answer.found.next.url)
  }

  return (
    <div className="step-flow-step">
      <form className="step-flow-step__body step-flow-fields" noValidate onSubmit={(event) => void submit(event, false)} aria-labelledby={`${id}-title`}>
        <h2 className="step-flow-step__title" id={`${id}-title`}>
          Find your invoice
        </h2>
        <div className="step-flow-field">
          <label htmlFor={`${id}-reference`}>Invoice or order number</label>
          <input
            id={`${id}-reference`}
            name="reference"
            autoComplete="off"
            maxLength={40}
            value={fields.reference}
            onChange={(event) => setFields({ ...fields, reference: event.target.value })}
          />
        </div>
        <div className="step-flow-field">
          <label htmlFor={`${id}-email`}>Email address it was sent to</label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={200}
            value={fields.email}
            onChange={(event) => setFields({ ...fields, email: event.target.value })}
          />
        </div>
        <p className="step-flow-step__actions">
          <button className="button" type="submit" disabled={busy} aria-busy={busy || undefined}>
            Find my invoice
          </button>
        </p>
      </form>
      <StepMessage>{message}</StepMessage>
      {found ? (
        <section className="step-flow-step__body" aria-live="polite" aria-label="Amount to pay">
          <dl className="step-flow-summary">
            <dt>Reference</dt>
            <dd>{found.reference}</dd>
            <dt>For</dt>
            <dd>{found.description}</dd>
            <dt>Amount</dt>
            <dd>{formatMoneyWithCents(found.amountCents / 100)}</dd>
          </dl>
          {found.status === 'paid' ? (
            <p>This amount is paid. Thank you.</p>
          ) : found.status === 'cancelled' ? (
            <p>This amount is no longer payable online. Please call us{callOn}.</p>
          ) : found.provider === 'pay-at-dealership' ? (
            <p>
              Card payments are not taken online on this site yet: pay at the dealership or by phone{callOn}, quoting {found.reference}.
            </p>
          ) : (
            <form onSubmit={(event) => void submit(event, true)}>
              <button className="button" type="submit" disabled={busy} aria-busy={busy || undefined}>
                Pay {formatMoneyWithCents(found.amountCents / 100)}
              </button>
            </form>
          )}
        </section>
      ) : null}
    </div>
  )
}
