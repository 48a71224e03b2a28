'use client'

import Link from 'next/link'
import { useState, useSyncExternalStore } from 'react'

import { ContactInputs, describedBy as described, StepChoices as Choices, StepField as Field } from '@/components/step-flow/StepFields'
import { LEAD_FIELD_LABELS } from '@/domain/lead-form-fields'
import type { CheckoutStep } from '@/domain/checkout-steps'
import { BALANCE_METHODS, reservationAmounts, type CheckoutJourney } from '@/domain/reservation'
import { formatMoney, formatMoneyWithCents } from '@/domain/money'
import { formatPhone } from '@/domain/phone'
import { parseStoredTradeInValuation, storedTradeInValuationText } from '@/features/trade-in/client'
import type { TrackedCar } from '@/features/analytics/client'
import { requestDeliveryQuote, type DeliveryState } from '@/features/calculators/client'

import { AmountsSummary } from './AmountsSummary'
import type { StoredCheckout } from './checkout-progress'
import { PurchaseBalance, PurchaseCar, PurchaseContract, type PurchaseStepProps } from './PurchaseStepFields.client'

export interface CheckoutStepContext extends Pick<PurchaseStepProps, 'payment' | 'dealer' | 'financeHref' | 'draft' | 'setDraft' | 'errors'> {
  journey: CheckoutJourney
  car: PurchaseStepProps['car'] & { slug: string; dealershipSlug: string | null; tracked: TrackedCar & { tag: string | null } }
  amounts: { priceCents: number; depositCents: number; balanceCents: number }
  /** How long a reservation holds the car, in words ("48 hours"). */
  holdText: string
  /** Buy online (issue 41 item 5): the site's card limit and its contract terms line; null on the reserve journey. */
  purchase: PurchaseStepProps['purchase'] | null
  prefill: Record<string, string | undefined> | null
  tradeInHref: string
}

const money = (cents: number) => formatMoneyWithCents(cents / 100)
const noChanges = () => () => undefined
const RESERVE_METHODS = Object.keys(BALANCE_METHODS.reserve) as (keyof typeof BALANCE_METHODS.reserve)[]

/** The fields of one checkout step (issue 19; a purchase's own steps, issue 41 item 5); the server checks them when the shopper continues. */
export function CheckoutStepFields({
  journey,
  step,
  car,
  amounts: listed,
  holdText,
  payment,
  dealer,
  purchase,
  prefill,
  financeHref,
  tradeInHref,
  draft,
  setDraft,
  errors,
}: CheckoutStepContext & { step: CheckoutStep }) {
  // The trade-in offer this browser holds (issue 20): counted at its low end when the shopper ticks it; the server checks it again.
  const storedValuation = parseStoredTradeInValuation(useSyncExternalStore(noChanges, storedTradeInValuationText, () => 'null'))
  const counted =
    draft.tradeIn?.hasTradeIn && storedValuation?.offer && draft.tradeIn.valuation === storedValuation.token ? storedValuation.offer.lowDollars : 0
  const amounts = counted
    ? reservationAmounts({ price: listed.priceCents / 100, depositDollars: listed.depositCents / 100, tradeInDollars: counted })
    : { ...listed, tradeInCents: 0 }
  const [delivery, setDelivery] = useState<DeliveryState>({ kind: 'idle' })
  const buying = journey === 'buy-online' && purchase ? { car, amounts, payment, dealer, purchase, financeHref, draft, setDraft, errors } : null
  switch (step) {
    case 'car':
      return buying ? (
        <PurchaseCar {...buying} />
      ) : (
        <div className="step-flow-step__body">
          <p>
            Reserving takes the {car.name} off sale for you with a {money(amounts.depositCents)} deposit, which comes off the price.
          </p>
          <p>
            We hold the car for {holdText} while our team arranges the balance and the handover with you. Change your mind before then and the deposit is
            refunded.
          </p>
        </div>
      )
    case 'details': {
      const details = { ...(prefill ?? {}), ...(draft.details ?? {}) } as Record<string, unknown>
      return (
        <div className="step-flow-step__body step-flow-fields">
          <ContactInputs
            idPrefix="checkout"
            values={details}
            errors={errors}
            onChange={(name, value) => setDraft({ ...draft, details: { ...details, [name]: value } })}
          />
          <label className="step-flow-check">
            <input
              type="checkbox"
              checked={details.optIn === true}
              onChange={(event) => setDraft({ ...draft, details: { ...details, optIn: event.target.checked } })}
            />
            {LEAD_FIELD_LABELS.optIn}
          </label>
        </div>
      )
    }
    case 'trade-in': {
      const tradeIn = draft.tradeIn ?? { hasTradeIn: false }
      const valuation = storedValuation
      const set = (change: Partial<NonNullable<StoredCheckout['tradeIn']>>) => setDraft({ ...draft, tradeIn: { ...tradeIn, ...change } })
      return (
        <div className="step-flow-step__body step-flow-fields">
          <label className="step-flow-check">
            <input type="checkbox" checked={tradeIn.hasTradeIn} onChange={(event) => set({ hasTradeIn: event.target.checked })} />I have a car to trade
          </label>
          {tradeIn.hasTradeIn && valuation?.offer ? (
            <>
              <label className="step-flow-check">
                <input
                  type="checkbox"
                  checked={tradeIn.valuation === valuation.token}
                  aria-invalid={errors.valuation ? true : undefined}
                  aria-describedby={errors.valuation ? 'checkout-valuation-error' : undefined}
                  onChange={(event) => set({ valuation: event.target.checked ? valuation.token : undefined })}
                />
                Count my trade-in offer for the {valuation.carName}: {formatMoney(valuation.offer.lowDollars)} to {formatMoney(valuation.offer.highDollars)} (
                {valuation.reference}), at {formatMoney(valuation.offer.lowDollars)}
              </label>
              {errors.valuation ? (
                <p className="step-flow-field__error" id="checkout-valuation-error">
                  {errors.valuation}
                </p>
              ) : null}
            </>
          ) : null}
          {tradeIn.hasTradeIn && !tradeIn.valuation ? (
            <>
              <p className="step-flow-step__note">
                Tell us its registration and kilometres; our used-car team values it before the handover. Want a figure now?{' '}
                <Link href={tradeInHref}>Value your trade-in</Link>.
              </p>
              <Field id="checkout-rego" label="Registration (optional)" error={errors.rego}>
                <input
                  {...described('checkout-rego', errors.rego)}
                  value={tradeIn.rego ?? ''}
                  maxLength={10}
                  autoCapitalize="characters"
                  onChange={(event) => set({ rego: event.target.value })}
                />
              </Field>
              <Field id="checkout-km" label="Kilometres (optional)" error={errors.km}>
                <input
                  {...described('checkout-km', errors.km)}
                  inputMode="numeric"
                  value={tradeIn.km ?? ''}
                  maxLength={9}
                  onChange={(event) => set({ km: event.target.value })}
                />
              </Field>
              <Field id="checkout-note" label="Anything we should know (optional)" error={errors.note}>
                <textarea
                  {...described('checkout-note', errors.note)}
                  rows={3}
                  maxLength={500}
                  value={tradeIn.note ?? ''}
                  onChange={(event) => set({ note: event.target.value })}
                />
              </Field>
            </>
          ) : null}
        </div>
      )
    }
    case 'balance':
      return buying ? (
        <PurchaseBalance {...buying} />
      ) : (
        <div className="step-flow-step__body">
          <Choices
            legend={`How will you pay the balance of ${money(amounts.balanceCents)}?`}
            name="balance"
            options={BALANCE_METHODS.reserve}
            value={RESERVE_METHODS.find((method) => method === draft.balance?.method)}
            onChange={(method) => setDraft({ ...draft, balance: { method } })}
            error={errors.method}
          />
          {draft.balance?.method === 'finance' ? (
            <p className="step-flow-step__note">
              <Link href={financeHref}>Get finance pre-approval</Link> for this car: it takes a few minutes and does not affect your reservation.
            </p>
          ) : null}
        </div>
      )
    case 'pickup': {
      const pickup = draft.pickup
      const postcode = pickup?.method === 'delivery' ? pickup.postcode : ''
      const check = async () =>
        setDelivery(
          car.dealershipSlug && /^\d{4}$/.test(postcode)
            ? await requestDeliveryQuote(postcode, car.dealershipSlug)
            : { kind: 'error', message: 'Please enter the 4-digit postcode to deliver to.' },
        )
      return (
        <div className="step-flow-step__body">
          <Choices
            legend="Pickup or delivery?"
            name="pickup"
            options={{ pickup: `Pick up from ${dealer.name}`, delivery: 'Deliver to me' }}
            value={pickup?.method}
            onChange={(method) => setDraft({ ...draft, pickup: method === 'delivery' ? { method, postcode } : { method } })}
            error={errors.method}
          />
          {pickup?.method === 'delivery' ? (
            <div className="step-flow-fields">
              <Field id="checkout-delivery-postcode" label="Delivery postcode" error={errors.postcode}>
                <input
                  {...described('checkout-delivery-postcode', errors.postcode)}
                  inputMode="numeric"
                  autoComplete="postal-code"
                  maxLength={4}
                  value={postcode}
                  onChange={(event) => setDraft({ ...draft, pickup: { method: 'delivery', postcode: event.target.value } })}
                />
              </Field>
              {car.dealershipSlug ? (
                <p className="step-flow-step__note" aria-live="polite">
                  <button type="button" className="button button--secondary" onClick={check}>
                    Check delivery price
                  </button>{' '}
                  {delivery.kind === 'result'
                    ? delivery.price > 0
                      ? `Delivery to ${delivery.name}: ${money(delivery.price * 100)}.`
                      : `Free delivery to ${delivery.name}.`
                    : delivery.kind === 'error'
                      ? delivery.message
                      : null}
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
      )
    }
    case 'deposit':
      return (
        <div className="step-flow-step__body">
          <AmountsSummary amounts={amounts} labels={{ price: 'Price', deposit: 'Deposit now', balance: 'Balance at handover' }} />
          {payment === 'online' ? (
            <>
              <p>You pay the deposit on our payment provider&apos;s secure page. We hold the car while you pay, and for {holdText} once it is paid.</p>
              <ul className="payment-strip" aria-label="Ways to pay">
                {['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay'].map((brand) => (
                  <li key={brand}>{brand}</li>
                ))}
              </ul>
            </>
          ) : (
            <p>
              Pay your deposit at the dealership or by phone{dealer.phone ? ` on ${formatPhone(dealer.phone)}` : ''}. No card details are taken online: we hold
              the car for you for {holdText} and our team marks the deposit paid when it arrives.
            </p>
          )}
        </div>
      )
    case 'contract':
      return buying ? (
        <PurchaseContract
          {...buying}
          tradeInOffer={
            counted && storedValuation
              ? { reference: storedValuation.reference, lowDollars: storedValuation.offer!.lowDollars, highDollars: storedValuation.offer!.highDollars }
              : null
          }
        />
      ) : null
    case 'confirmation':
      return null
  }
}
