import Link from 'next/link'

import { optimisedImageAttributes } from '@/components/optimised-image'
import { PhoneLink } from '@/components/PhoneLink'
import { StepProgress } from '@/components/step-flow/StepProgress'
import { TRADE_IN_STEP_TITLES, TRADE_IN_STEPS } from '@/domain/trade-in'
import { formatMoney } from '@/domain/money'
import { InsightsStep } from '@/features/insights/ui'

import type { TradeInOfferView, TradeInPageData } from '../trade-in-page'
import { AcceptOffer } from './AcceptOffer.client'
import { TradeInSteps } from './TradeInSteps.client'

const dateText = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-AU', { weekday: 'long', day: 'numeric', month: 'long', timeZone }).format(new Date(iso))

function Offer({ offer, signedIn, path }: { offer: TradeInOfferView; signedIn: boolean; path: string }) {
  const accepted = offer.status === 'accepted'
  const figure = offer.status !== 'valuer' && offer.offerLowDollars !== null && offer.offerHighDollars !== null
  return (
    <section className="step-flow-confirmation trade-in-offer" aria-labelledby="trade-in-offer-title">
      <InsightsStep flow="trade-in" step={TRADE_IN_STEPS.indexOf('offer') + 1} label={TRADE_IN_STEP_TITLES.offer} />
      <h2 id="trade-in-offer-title" tabIndex={-1}>
        {accepted ? 'Offer accepted' : figure ? 'Your offer' : 'A valuer will call you'}
      </h2>
      <p>
        {offer.carName}, {offer.km.toLocaleString('en-AU')} km{offer.plate ? ` (${offer.plate})` : ''}. Valuation number{' '}
        <strong className="step-flow-confirmation__reference">{offer.reference}</strong>
      </p>
      {figure ? (
        <>
          <p className="trade-in-offer__range">
            {formatMoney(offer.offerLowDollars!)} to {formatMoney(offer.offerHighDollars!)}
          </p>
          <p>
            {offer.expired
              ? 'This offer has expired. Value your car again for an up-to-date offer.'
              : `Valid until ${dateText(offer.validUntil!, offer.timeZone)}, subject to an inspection confirming the kilometres and condition you told us.`}
          </p>
          {offer.adjustments.length ? (
            <dl className="step-flow-summary">
              {offer.adjustments.map((adjustment) => (
                <div key={adjustment.label} style={{ display: 'contents' }}>
                  <dt>{adjustment.label}</dt>
                  <dd>{adjustment.dollars < 0 ? `−${formatMoney(-adjustment.dollars)}` : `+${formatMoney(adjustment.dollars)}`}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {offer.changeover ? (
            <dl className="step-flow-summary">
              <dt>{offer.changeover.carName}</dt>
              <dd>{formatMoney(offer.changeover.priceDollars)}</dd>
              <dt>Less your trade-in (from)</dt>
              <dd>−{formatMoney(offer.changeover.priceDollars - offer.changeover.changeoverDollars)}</dd>
              <dt>Changeover cost</dt>
              <dd>{formatMoney(offer.changeover.changeoverDollars)}</dd>
            </dl>
          ) : null}
          {!accepted && !offer.expired ? <AcceptOffer valuation={offer.token} /> : null}
        </>
      ) : (
        <p>{offer.valuerReason}</p>
      )}
      <h3>What happens next</h3>
      <p>
        {accepted
          ? `We will call you within one business day to book the inspection at ${offer.dealer.name}. Bring the registration papers, the service logbook, every key and, if the car is under finance, the payout letter.`
          : `Our used-car team at ${offer.dealer.name} will call you within one business day${figure ? ' to talk through the offer' : ' to arrange a valuation in person'}.`}
      </p>
      <address className="step-flow-confirmation__dealer">
        {offer.dealer.name}
        {offer.dealer.address ? (
          <>
            <br />
            {offer.dealer.address}
          </>
        ) : null}
        {offer.dealer.phone ? (
          <>
            <br />
            <PhoneLink phone={offer.dealer.phone} />
          </>
        ) : null}
      </address>
      {offer.changeover ? (
        <p>
          <Link href={`/cars/${offer.changeover.carSlug}`}>Back to the {offer.changeover.carName}</Link>
        </p>
      ) : null}
      {!signedIn ? (
        <p>
          <Link href={`/sign-in?${new URLSearchParams({ type: 'trade-in', redirect: path })}`}>Sign in to keep this valuation in your garage</Link>
        </p>
      ) : null}
    </section>
  )
}

/**
 * The trade-in valuation (issue 20, spec §2 "Trade-in screen: form plus FAQ"): identify the car,
 * its kilometres and condition, your details, then the offer, each step its own URL; the car the
 * shopper came from and the site's FAQ beside it, or after it on a phone.
 */
export function TradeInPage({ data, heading, path }: { data: TradeInPageData; heading: string; path: string }) {
  const { forCar } = data
  const step = data.step === 'offer' && !data.offer ? 'car' : data.step
  return (
    <div className="step-flow trade-in">
      {forCar ? (
        <p className="step-flow__back">
          <Link href={`/cars/${forCar.slug}`}>Back to the car</Link>
        </p>
      ) : null}
      <h1 className="step-flow__heading">{forCar ? `Trade in towards the ${forCar.name}` : heading}</h1>
      <StepProgress steps={TRADE_IN_STEPS} titles={TRADE_IN_STEP_TITLES} current={step} label="Trade-in steps" />
      <div className="step-flow__main">
        {step === 'offer' ? (
          <Offer offer={data.offer!} signedIn={data.signedIn} path={path} />
        ) : (
          <TradeInSteps
            step={step}
            carSlug={forCar?.slug ?? null}
            questions={data.questions}
            states={data.states}
            years={data.years}
            locationChoices={data.locationChoices}
            prefill={data.prefill}
          />
        )}
      </div>
      {/* After the form in the page, so a phone shows the form first (issue 41); beside it on a wide screen. */}
      <aside className="step-flow-car trade-in__aside" aria-label={forCar ? 'The car you are trading towards' : 'Trade-in questions'}>
        {forCar ? (
          <>
            {forCar.imageUrl ? (
              // eslint-disable-next-line @next/next/no-img-element -- optimisedImageAttributes: next/image's markup without its client component
              <img
                className="step-flow-car__image"
                {...optimisedImageAttributes(forCar.imageUrl, '(min-width: 900px) 20rem, 100vw', 75)}
                alt=""
                width={600}
                height={400}
              />
            ) : null}
            <p className="step-flow-car__name">{forCar.name}</p>
            {forCar.priceDollars ? <p className="step-flow-car__price">{formatMoney(forCar.priceDollars)}</p> : null}
          </>
        ) : null}
        <h2 className="trade-in__faq-heading">Trade-in questions</h2>
        {data.faq.map((entry) => (
          <details key={entry.question} className="trade-in__faq">
            <summary>{entry.question}</summary>
            <p>{entry.answer}</p>
          </details>
        ))}
      </aside>
    </div>
  )
}
