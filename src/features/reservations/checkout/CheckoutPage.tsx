import Link from 'next/link'

import { checkoutSteps, checkoutStepTitles } from '@/domain/checkout-steps'
import type { CheckoutJourney, CheckoutPath } from '@/domain/reservation'
import { formatMoneyWithCents } from '@/domain/money'
import { optimisedImageAttributes } from '@/components/optimised-image'
import { PhoneLink } from '@/components/PhoneLink'
import { StepProgress } from '@/components/step-flow/StepProgress'
import { InsightsStep } from '@/features/insights/ui'
import { vehicleButtonHref } from '@/features/vehicle'

import type { CheckoutPageData } from '../checkout-page'
import { BankTransfer } from './BankTransfer'
import { CheckoutSteps } from './later'
import { YourReservation } from './YourReservation.client'

type Shown = Exclude<CheckoutPageData, { kind: 'not-found' }>

const money = (cents: number) => formatMoneyWithCents(cents / 100)
const similarHref = (car: Shown['car']) => vehicleButtonHref('find-similar', { car: { id: car.id, slug: car.slug, car_type: car.carType } })

/**
 * Reserve or buy a car online (issue 19, spec §2 routes; issue 41 item 5): the car beside the step
 * the shopper is on; the refusal (with Find Me Something Similar) when the car can no longer be
 * reserved; the confirmation with the reservation or purchase number (a purchase: its status and, for
 * a balance paid by transfer, the dealer's account), what happens next and the dealer's contact.
 */
export function CheckoutPage({ data, journey, checkoutPath, here }: { data: Shown; journey: CheckoutJourney; checkoutPath: CheckoutPath; here: string }) {
  const { car } = data
  const current = data.kind === 'steps' ? data.step : data.kind === 'confirmation' ? 'confirmation' : null
  return (
    <div className="step-flow">
      <p className="step-flow__back">
        <Link href={`/cars/${car.slug}`}>Back to the car</Link>
      </p>
      <h1 className="step-flow__heading">{journey === 'buy-online' ? `Buy the ${car.name} online` : `Reserve the ${car.name}`}</h1>
      <aside className="step-flow-car" aria-label="Your car">
        {car.imageUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- optimisedImageAttributes: next/image's markup without its client component
          <img
            className="step-flow-car__image"
            {...optimisedImageAttributes(car.imageUrl, '(min-width: 900px) 20rem, 100vw', 75)}
            alt=""
            width={600}
            height={400}
            fetchPriority="high"
          />
        ) : null}
        <p className="step-flow-car__name">{car.name}</p>
        <p className="step-flow-car__price">
          {car.priceText} <span className="step-flow-car__price-note">drive away</span>
        </p>
        {data.kind === 'steps' ? (
          <p className="step-flow-car__deposit">
            Deposit {money(data.amounts.depositCents)}, held {data.holdText}
          </p>
        ) : null}
      </aside>
      {current ? <StepProgress steps={checkoutSteps(journey)} titles={checkoutStepTitles(journey)} current={current} label="Checkout steps" /> : null}
      <div className="step-flow__main">
        {data.kind === 'refused' ? (
          <section className="step-flow-refused" aria-labelledby="checkout-refused-title">
            <h2 id="checkout-refused-title">{data.reserved ? 'Just reserved' : 'Not available to reserve'}</h2>
            <p>{data.message}</p>
            {data.reserved ? <YourReservation journey={journey} checkoutPath={checkoutPath} carSlug={car.slug} /> : null}
            <p className="step-flow-step__actions">
              <Link className="button" href={similarHref(car)}>
                Find Me Something Similar
              </Link>
              <Link className="button button--secondary" href="/search">
                See all cars
              </Link>
            </p>
          </section>
        ) : data.kind === 'someone-elses' ? (
          <section className="step-flow-refused" aria-labelledby="checkout-refused-title">
            <h2 id="checkout-refused-title">This reservation belongs to another account</h2>
            <p>Only the account that reserved the {car.name} can see its reservation. If that is you, sign in with that account.</p>
            <p className="step-flow-step__actions">
              <Link className="button" href={`/sign-in?${new URLSearchParams({ type: 'checkout', redirect: here })}`}>
                Sign in
              </Link>
              <Link className="button button--secondary" href={similarHref(car)}>
                Find Me Something Similar
              </Link>
            </p>
          </section>
        ) : data.kind === 'confirmation' ? (
          <section className="step-flow-confirmation" aria-labelledby="checkout-confirmation-title">
            <InsightsStep flow="checkout" step={checkoutSteps(journey).indexOf('confirmation') + 1} label={checkoutStepTitles(journey).confirmation} />
            <h2 id="checkout-confirmation-title">{data.purchase ? 'Your purchase' : data.notice.heading}</h2>
            <p className="step-flow-confirmation__reference">
              {data.purchase ? 'Purchase number' : 'Reservation number'} <strong>{data.reference}</strong>
            </p>
            {data.purchase ? <p className="step-flow-confirmation__status">Status: {data.purchase.statusText}</p> : null}
            {data.purchase ? <h3>Next steps</h3> : null}
            {data.notice.lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
            {data.purchase?.balanceMethod === 'bank-transfer' && data.dealer.bank ? <BankTransfer bank={data.dealer.bank} reference={data.reference} /> : null}
            <p>We have emailed you these details.</p>
            <h3>Your dealer</h3>
            <address className="step-flow-confirmation__dealer">
              {data.dealer.name}
              {data.dealer.address ? (
                <>
                  <br />
                  {data.dealer.address}
                </>
              ) : null}
              {data.dealer.phone ? (
                <>
                  <br />
                  <PhoneLink phone={data.dealer.phone} />
                </>
              ) : null}
              {data.dealer.email ? (
                <>
                  <br />
                  <a href={`mailto:${data.dealer.email}`}>{data.dealer.email}</a>
                </>
              ) : null}
            </address>
          </section>
        ) : (
          <CheckoutSteps
            journey={journey}
            checkoutPath={checkoutPath}
            step={data.step}
            similarHref={similarHref(car)}
            car={{ slug: car.slug, name: car.name, dealershipSlug: car.dealershipSlug, vin: car.vin, stockNumber: car.stockNumber, tracked: car.tracked }}
            amounts={data.amounts}
            holdText={data.holdText}
            payment={data.payment}
            dealer={{ name: data.dealer.name, phone: data.dealer.phone, address: data.dealer.address, bank: data.dealer.bank }}
            purchase={journey === 'buy-online' ? { cardLimitDollars: data.settings.onlineCardLimitDollars, terms: data.settings.contractTerms } : null}
            prefill={data.prefill}
            financeHref={`/finance-pre-approval?${new URLSearchParams({ car_id: car.slug, car_type: car.carType, vehiclePriceBudget: String(data.amounts.priceCents / 100) })}#finance-form`}
            tradeInHref={vehicleButtonHref('trade-in', { car: { id: car.id, slug: car.slug, car_type: car.carType } })}
          />
        )}
      </div>
    </div>
  )
}
