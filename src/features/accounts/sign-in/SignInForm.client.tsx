'use client'

import { useEffect, useId, useRef, useState, type FormEvent } from 'react'

import type { SignInType } from '@/domain/sign-in'
import { favouriteCars, type FavouriteCar } from '@/features/compare-and-favourites/client'
import { LEAD_FORM_MESSAGES } from '@/domain/lead-form-messages'

import { DetailsForm } from './DetailsForm.client'
import { detailsValuesOf, type DetailsValues } from './details-values'
import { MoveFavourites } from './MoveFavourites.client'
import { fetchShopper, postJson } from './post-json'

type Step = 'email' | 'code' | 'link' | 'details' | 'favourites'
type Message = { kind: 'info' | 'error' | 'success'; text: string }
type SignedIn = { signedIn: true; created: boolean; needsDetails: boolean }

const STEP_HEADINGS: Record<Step, string> = {
  email: 'Your email address',
  code: 'Enter your code',
  link: 'Signing you in',
  details: 'Your details',
  favourites: 'Your favourites',
}
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const CODE_FORMAT = 'Enter the 6 digits from the email.'

/**
 * Passwordless sign-in (issue 18, spec §2 /sign-in): email → 6-digit code (or the emailed one-click
 * link, redeemed on arrival) → first sign-in's details → the browser's favourites to the watchlist
 * → the page the shopper was going to. Each step change moves focus to its heading; what the server
 * says is announced in one live region.
 */
export function SignInForm({
  type,
  redirect,
  token,
  siteName,
  pendingDetails,
}: {
  type: SignInType
  redirect: string
  token: string | null
  siteName: string
  pendingDetails: DetailsValues | null
}) {
  const baseId = useId()
  const [step, setStep] = useState<Step>(token ? 'link' : pendingDetails ? 'details' : 'email')
  const [email, setEmail] = useState('')
  const [code, setCode] = useState('')
  const [invalid, setInvalid] = useState(false)
  const [sending, setSending] = useState(false)
  const [message, setMessage] = useState<Message | null>(null)
  const [details, setDetails] = useState<DetailsValues | null>(pendingDetails)
  const [move, setMove] = useState<{ phone: string; favourites: FavouriteCar[] } | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const moveFocus = useRef(false)
  const linkRedeemed = useRef(false)

  const go = (next: Step) => {
    moveFocus.current = true
    setInvalid(false)
    setStep(next)
  }
  useEffect(() => {
    if (!moveFocus.current) return
    moveFocus.current = false
    heading.current?.focus()
  }, [step])

  const finish = () => window.location.assign(redirect)
  const refuse = (text: string) => {
    setInvalid(true)
    setMessage({ kind: 'error', text })
    input.current?.focus()
  }

  const offerFavouritesOrFinish = async (phone: string | null) => {
    const favourites = favouriteCars.read()
    const mobile = favourites.length ? (phone ?? (await fetchShopper())?.phone ?? null) : null
    if (!mobile) return finish()
    setMove({ phone: mobile, favourites })
    go('favourites')
  }

  const signedIn = async (answer: SignedIn) => {
    setMessage({ kind: 'success', text: answer.needsDetails ? 'You are signed in. A few details and you are done.' : 'You are signed in.' })
    if (!answer.needsDetails) return offerFavouritesOrFinish(null)
    setDetails(detailsValuesOf(await fetchShopper()))
    go('details')
  }

  // The emailed link signs in on arrival; it works once, so it is taken out of the address bar and history.
  useEffect(() => {
    if (!token || linkRedeemed.current) return
    linkRedeemed.current = true
    const url = new URL(window.location.href)
    url.searchParams.delete('token')
    window.history.replaceState(window.history.state, '', url)
    void (async () => {
      const answer = await postJson<SignedIn>('/api/account/sign-in', { token })
      if (answer.ok) return signedIn(answer.body)
      setMessage({ kind: 'error', text: answer.message })
      go('email')
    })()
    // Once, on arrival: the token never changes while the page is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const requestCode = async (event?: FormEvent) => {
    event?.preventDefault()
    const address = email.trim()
    if (!EMAIL.test(address)) return refuse(LEAD_FORM_MESSAGES.email)
    setSending(true)
    const answer = await postJson<{ message: string }>('/api/account/sign-in/code', { email: address, type, redirect })
    setSending(false)
    if (!answer.ok) return refuse(answer.message)
    setMessage({ kind: 'info', text: answer.body.message })
    setInvalid(false)
    setCode('')
    if (step === 'code') input.current?.focus()
    else go('code')
  }

  const checkCode = async (event: FormEvent) => {
    event.preventDefault()
    const digits = code.replace(/[\s-]/g, '')
    if (!/^\d{6}$/.test(digits)) return refuse(CODE_FORMAT)
    setSending(true)
    const answer = await postJson<SignedIn>('/api/account/sign-in', { email: email.trim(), code: digits })
    setSending(false)
    if (!answer.ok) return refuse(answer.message)
    await signedIn(answer.body)
  }

  const messageId = `${baseId}-message`
  const fieldProps = { ref: input, 'aria-invalid': invalid || undefined, 'aria-describedby': invalid ? messageId : undefined, required: true }

  return (
    <div className="sign-in-form">
      <h2 ref={heading} tabIndex={-1} className="sign-in-form__step">
        {STEP_HEADINGS[step]}
      </h2>
      <p id={messageId} className={`account-form__message${message ? ` account-form__message--${message.kind}` : ''}`} role="status" aria-live="polite">
        {message?.text}
      </p>

      {step === 'link' ? <p>One moment while we check your sign-in link…</p> : null}

      {step === 'email' ? (
        <form className="account-form" noValidate onSubmit={(event) => void requestCode(event)}>
          <p className="account-form__hint">We will email you a 6-digit code and a link. No password needed.</p>
          <div className="account-form__field">
            <label htmlFor={`${baseId}-email`}>Email Address</label>
            <input
              id={`${baseId}-email`}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={254}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              {...fieldProps}
            />
          </div>
          <div className="account-form__actions">
            <button type="submit" className="button button--primary" disabled={sending} aria-busy={sending || undefined}>
              {sending ? 'Sending…' : 'Email me a code'}
            </button>
          </div>
        </form>
      ) : null}

      {step === 'code' ? (
        <form className="account-form" noValidate onSubmit={(event) => void checkCode(event)}>
          <p className="account-form__hint">
            We sent it to <strong>{email.trim()}</strong>. It works for 10 minutes.
          </p>
          <div className="account-form__field account-form__field--code">
            <label htmlFor={`${baseId}-code`}>6-digit code</label>
            <input
              id={`${baseId}-code`}
              name="code"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={11}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              {...fieldProps}
            />
          </div>
          <div className="account-form__actions">
            <button type="submit" className="button button--primary" disabled={sending} aria-busy={sending || undefined}>
              {sending ? 'Checking…' : 'Sign in'}
            </button>
            <button type="button" className="button button--secondary" disabled={sending} onClick={() => void requestCode()}>
              Send a new code
            </button>
            <button
              type="button"
              className="link-button"
              onClick={() => {
                setMessage(null)
                go('email')
              }}
            >
              Use a different email
            </button>
          </div>
        </form>
      ) : null}

      {step === 'details' && details ? (
        <DetailsForm
          initial={details}
          siteName={siteName}
          submitLabel="Save and continue"
          savedMessage="Thanks, your details are saved."
          prefillFromBrowser
          onSaved={(shopper) => void offerFavouritesOrFinish(shopper.phone)}
        />
      ) : null}

      {step === 'favourites' && move ? (
        <MoveFavourites
          favourites={move.favourites}
          phone={move.phone}
          onDone={({ moved, kept }) => {
            if (kept === 0 || moved === 0) return finish()
            setMessage({
              kind: 'info',
              text: `${moved} moved to your watchlist. ${kept} could not be saved (sold or no longer listed) and stay in your favourites.`,
            })
            setMove(null)
            setTimeout(finish, 2500)
          }}
        />
      ) : null}
    </div>
  )
}
