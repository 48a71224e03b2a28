'use client'

import { useId, useRef, useState, type FormEvent } from 'react'

import { formatMoney } from '@/domain/money'
import { CALCULATOR_TEXTS } from '@/domain/calculator-texts'
import { ERROR_TEXTS } from '@/domain/error-texts'
import { fillText } from '@/domain/fill-text'

import { CalculatorHeading, type HeadingLevel } from './CalculatorHeading'
import { requestDeliveryQuote, type DeliveryState } from './delivery-quote-request'

export interface DeliveryCalculatorProps {
  /** The car's dealership (StockCar dealership_slug): its delivery regions price the postcode. */
  dealershipSlug: string
  headingLevel?: HeadingLevel
}

/**
 * Delivery calculator (spec §2, §4 "idle, checking, then result or error", §5 "Delivery postcode must
 * not be empty", §8): an empty box is answered here; everything else by the server.
 */
export function DeliveryCalculator({ dealershipSlug, headingLevel = 2 }: DeliveryCalculatorProps) {
  const T = CALCULATOR_TEXTS
  const id = useId()
  const [postcode, setPostcode] = useState('')
  const [state, setState] = useState<DeliveryState>({ kind: 'idle' })
  const inFlight = useRef<AbortController | null>(null)

  const check = async (event: FormEvent) => {
    event.preventDefault()
    inFlight.current?.abort()
    const trimmed = postcode.trim()
    if (!trimmed) {
      setState({ kind: 'error', message: ERROR_TEXTS.postcodeRequired })
      return
    }
    const controller = new AbortController()
    inFlight.current = controller
    setState({ kind: 'checking' })
    try {
      const next = await requestDeliveryQuote(trimmed, dealershipSlug, controller.signal)
      if (inFlight.current === controller) setState(next)
    } catch {
      // Aborted by a newer check, which owns the state now.
    }
  }

  const message =
    state.kind === 'checking'
      ? T.deliveryChecking
      : state.kind === 'error'
        ? state.message
        : state.kind === 'result'
          ? state.price > 0
            ? fillText(T.deliveryPrice, { region: state.name, price: formatMoney(state.price) })
            : fillText(T.deliveryFree, { region: state.name })
          : ''

  return (
    <section className="calc calc--delivery" aria-labelledby={`${id}-title`}>
      <CalculatorHeading level={headingLevel} id={`${id}-title`}>
        {T.deliveryCalculatorTitle}
      </CalculatorHeading>
      <form className="calc__delivery-form" noValidate onSubmit={check}>
        <div className="calc__field">
          <label htmlFor={`${id}-postcode`}>{T.deliveryPostcode}</label>
          <input
            className="calc__input"
            id={`${id}-postcode`}
            name="postcode"
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={4}
            value={postcode}
            onChange={(event) => setPostcode(event.target.value)}
            aria-invalid={state.kind === 'error' ? true : undefined}
            aria-describedby={`${id}-message`}
          />
        </div>
        <button className="button calc__button" type="submit" aria-busy={state.kind === 'checking' ? true : undefined}>
          {T.deliveryCheck}
        </button>
      </form>
      <p
        id={`${id}-message`}
        className={`calc__message${state.kind === 'error' ? ' calc__message--error' : state.kind === 'result' ? ' calc__message--result' : ''}`}
        aria-live="polite"
        data-state={state.kind}
      >
        {message}
      </p>
    </section>
  )
}
