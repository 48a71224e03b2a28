'use client'

import { useId, useMemo, useState, useSyncExternalStore, type FormEvent } from 'react'

import { LEAD_FIELD_LABELS } from '@/domain/lead-form-fields'
import { storedUserDetails } from '@/features/leads/client'

import type { DetailsValues } from './details-values'
import { postJson, type AccountShopper } from './post-json'

type TextField = 'firstName' | 'lastName' | 'phone' | 'postcode'

// The lead forms' labels and input hints, so a shopper sees the same fields everywhere on the site.
const FIELDS: ReadonlyArray<{ name: TextField; type?: string; autoComplete: string; inputMode?: 'tel' | 'numeric'; maxLength: number }> = [
  { name: 'firstName', autoComplete: 'given-name', maxLength: 80 },
  { name: 'lastName', autoComplete: 'family-name', maxLength: 80 },
  { name: 'phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel', maxLength: 20 },
  { name: 'postcode', autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 4 },
]

const noSubscription = () => () => undefined
const nothingStored = () => 'null'
// A string, so the snapshot compares equal while the stored details are unchanged.
const storedDetailsSnapshot = () => JSON.stringify(storedUserDetails())

/**
 * Name, mobile, postcode and the email switches (first sign-in and My garage's My details), checked
 * with the endpoint's own schema before sending. Errors sit under their fields and the first one
 * takes focus; the outcome is announced in a live region.
 */
export function DetailsForm({
  initial,
  siteName,
  submitLabel,
  savedMessage,
  onSaved,
  prefillFromBrowser = false,
  withAlerts = false,
}: {
  initial: DetailsValues
  siteName: string
  submitLabel: string
  savedMessage: string
  onSaved?: (shopper: AccountShopper) => void
  prefillFromBrowser?: boolean
  withAlerts?: boolean
}) {
  const baseId = useId()
  const [edited, setEdited] = useState<Partial<Record<TextField, string>>>({})
  const [switches, setSwitches] = useState({ marketingOptIn: initial.marketingOptIn, alertsEnabled: initial.alertsEnabled })
  const [errors, setErrors] = useState<Partial<Record<TextField, string>>>({})
  const [sending, setSending] = useState(false)
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null)

  // Blanks are filled from the details an earlier lead form remembered in this browser (read after
  // hydration, so the server's HTML matches); what the account holds, and what is typed, wins.
  const storedJson = useSyncExternalStore(noSubscription, prefillFromBrowser ? storedDetailsSnapshot : nothingStored, nothingStored)
  const stored = useMemo(() => JSON.parse(storedJson) as ReturnType<typeof storedUserDetails>, [storedJson])
  const fromBrowser: Record<TextField, string> = {
    firstName: stored?.name ?? '',
    lastName: stored?.last_name ?? '',
    phone: stored?.phone ?? '',
    postcode: stored?.postcode ?? '',
  }
  const valueOf = (field: TextField) => edited[field] ?? (initial[field] || fromBrowser[field])

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const body = {
      firstName: valueOf('firstName').trim(),
      lastName: valueOf('lastName').trim(),
      phone: valueOf('phone').trim(),
      postcode: valueOf('postcode').trim(),
      marketingOptIn: switches.marketingOptIn,
      ...(withAlerts ? { alertsEnabled: switches.alertsEnabled } : {}),
    }
    // zod and the mobile-number metadata load on the first submit, not with the page.
    const schema = await import('../details-schema').catch(() => null)
    if (!schema) return setMessage({ kind: 'error', text: 'We could not check your details. Please check your connection and try again.' })
    const found = schema.detailsErrors(body) as Partial<Record<TextField, string>>
    setErrors(found)
    const invalid = FIELDS.filter((field) => found[field.name])
    if (invalid.length) {
      setMessage({ kind: 'error', text: `Please fix the ${invalid.length === 1 ? 'field' : `${invalid.length} fields`} marked below.` })
      document.getElementById(`${baseId}-${invalid[0]!.name}`)?.focus()
      return
    }
    setSending(true)
    setMessage(null)
    const answer = await postJson<{ shopper: AccountShopper }>('/api/account/details', body)
    setSending(false)
    if (!answer.ok) {
      setMessage({ kind: 'error', text: answer.message })
      return
    }
    setMessage({ kind: 'success', text: savedMessage })
    onSaved?.(answer.body.shopper)
  }

  return (
    <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
      <p className={`account-form__message${message ? ` account-form__message--${message.kind}` : ''}`} role="status" aria-live="polite">
        {message?.text}
      </p>
      <div className="account-form__fields">
        {FIELDS.map((field) => {
          const id = `${baseId}-${field.name}`
          const error = errors[field.name]
          return (
            <div className="account-form__field" key={field.name}>
              <label htmlFor={id}>{LEAD_FIELD_LABELS[field.name]}</label>
              <input
                id={id}
                name={field.name}
                type={field.type ?? 'text'}
                autoComplete={field.autoComplete}
                inputMode={field.inputMode}
                maxLength={field.maxLength}
                value={valueOf(field.name)}
                onChange={(event) => setEdited({ ...edited, [field.name]: event.target.value })}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
              {error ? (
                <p className="account-form__error" id={`${id}-error`}>
                  {error}
                </p>
              ) : null}
            </div>
          )
        })}
      </div>
      <div className="account-form__check">
        <input
          id={`${baseId}-marketing`}
          name="marketingOptIn"
          type="checkbox"
          checked={switches.marketingOptIn}
          onChange={(event) => setSwitches({ ...switches, marketingOptIn: event.target.checked })}
        />
        <label htmlFor={`${baseId}-marketing`}>Email me news and offers from {siteName}</label>
      </div>
      {withAlerts ? (
        <div className="account-form__check">
          <input
            id={`${baseId}-alerts`}
            name="alertsEnabled"
            type="checkbox"
            checked={switches.alertsEnabled}
            onChange={(event) => setSwitches({ ...switches, alertsEnabled: event.target.checked })}
          />
          <label htmlFor={`${baseId}-alerts`}>Email me when a car I saved drops in price or sells</label>
        </div>
      ) : null}
      <div className="account-form__actions">
        <button type="submit" className="button button--primary" disabled={sending} aria-busy={sending || undefined}>
          {sending ? 'Saving…' : submitLabel}
        </button>
      </div>
    </form>
  )
}
