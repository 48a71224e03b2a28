'use client'

import { useEffect, useRef, useState, type MouseEvent } from 'react'

import { type TrackedCar, trackEvent } from '@/features/analytics/client'
import { formatPhone, maskPhone, phoneHref } from '@/domain/phone'
import { DEFAULT_TEXTS } from '@/domain/texts'

export interface PhoneRevealProps {
  /** The number as the CMS or the feed has it, e.g. "+61 7 3123 4567". */
  phone: string
  /** The site's phoneMasking setting: hide all but the first 5 characters until clicked. */
  masked: boolean
  carId?: string
  dealershipId?: string
  /** The site's slug (the reveal record's website_id). */
  websiteId: string
  /** The car, for the call-the-dealer event. */
  car?: TrackedCar
  /** Shown before the number, e.g. "Call". */
  label?: string
  className?: string
}

export type PhoneRevealRecord = { car_id?: string; dealership_id?: string; website_id: string }

/** Records a reveal (POST /api/phone-reveals); throws when the server does not take it. */
export async function recordPhoneReveal(record: PhoneRevealRecord): Promise<void> {
  const response = await fetch('/api/phone-reveals', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(record) })
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
}

/**
 * The dealer's phone number (spec §4 "Phone reveal", §9 "Phone display"). Masked sites show
 * "07 31XX XXXX" on a button; a click shows the whole number at once, records the reveal (the button
 * is busy and ignores clicks until the call settles; a failure is only logged, §8), then becomes a
 * tel: link, keeping keyboard focus. Unmasked sites show the tel: link straight away. The first
 * reveal or call click on each instance sends the call-the-dealer event (25).
 */
export function PhoneReveal({ phone, masked, carId, dealershipId, websiteId, car, label, className }: PhoneRevealProps) {
  const display = formatPhone(phone)
  const [state, setState] = useState<'masked' | 'recording' | 'revealed'>(masked ? 'masked' : 'revealed')
  const link = useRef<HTMLAnchorElement>(null)
  const focusLinkWhenShown = useRef(false)
  const tracked = useRef(false)

  useEffect(() => {
    if (!display) console.warn('[phone-reveal] no phone number for this car', { carId, dealershipId })
  }, [display, carId, dealershipId])

  useEffect(() => {
    if (state !== 'revealed' || !focusLinkWhenShown.current) return
    focusLinkWhenShown.current = false
    link.current?.focus()
  }, [state])

  if (!display) return null

  const trackCallOnce = () => {
    if (tracked.current) return
    tracked.current = true
    trackEvent('callDealer', { car, phoneNumber: display })
  }

  const reveal = async (event: MouseEvent<HTMLButtonElement>) => {
    if (state !== 'masked') return
    focusLinkWhenShown.current = document.activeElement === event.currentTarget
    setState('recording')
    trackCallOnce()
    try {
      await recordPhoneReveal({ car_id: carId, dealership_id: dealershipId, website_id: websiteId })
    } catch (error) {
      console.warn('[phone-reveal] could not record the reveal', error)
    }
    setState('revealed')
  }

  const classes = ['phone-reveal', className].filter(Boolean).join(' ')
  const labelText = label ? <span className="phone-reveal__label">{label}</span> : null

  if (state === 'revealed') {
    return (
      <a ref={link} className={classes} href={phoneHref(phone)} onClick={trackCallOnce}>
        {labelText}
        <span className="phone-reveal__number">{display}</span>
      </a>
    )
  }
  const busy = state === 'recording'
  return (
    <button type="button" className={classes} aria-busy={busy} aria-disabled={busy || undefined} onClick={reveal}>
      {labelText}
      {busy ? (
        <span className="phone-reveal__number">{display}</span>
      ) : (
        <>
          <span className="phone-reveal__number" aria-hidden="true">
            {maskPhone(display)}
          </span>
          <span className="visually-hidden">{DEFAULT_TEXTS.revealPhone}</span>
        </>
      )}
    </button>
  )
}
