import Link from 'next/link'

import { optimisedImageAttributes } from '@/components/optimised-image'
import { formatMoney } from '@/domain/money'
import { DEFAULT_SEARCH_PATH } from '@/domain/search-route'

import type { PersonalisedFinanceData } from '../finance-pages'
import { LenderQuotes } from './later'

/** Without a car to price: a car from our stock, or an amount. */
const WaysOn = () => (
  <p>
    <Link href={`/search/${DEFAULT_SEARCH_PATH}`}>Browse our cars</Link> or <Link href="/finance-pre-approval">get pre-approved for an amount</Link>.
  </p>
)

/**
 * /personalised/finance?car_id= (issue 21, spec §2): every lender's quote for one car, side by side,
 * only for a car with a VIN or NVIC (the lenders' service prices a car by it). Anything else gets a
 * clear message and a way on.
 */
export function PersonalisedFinancePage({ data, carId }: { data: PersonalisedFinanceData; carId: string | null }) {
  const { car } = data
  if (data.status === 'noIdentification') {
    // The car's slug, else the car_id asked for: either way the link leads back to the car's page.
    const slug = car?.slug ?? carId ?? ''
    const name = car ? `the ${car.name}` : 'this car'
    return (
      <div className="finance-personalised finance-personalised--message">
        <h1>Personalised finance for {name}</h1>
        <p>
          Personalised finance needs this car&apos;s VIN or NVIC (its vehicle identification number or code) to ask our lenders for quotes, and neither is
          listed for this car yet.
        </p>
        <p>
          <Link href={`/cars/${encodeURIComponent(slug)}`}>Back to {name}</Link>, where the finance calculator still works, or{' '}
          <Link href={`/finance-pre-approval?${new URLSearchParams({ car_id: slug })}`}>get pre-approved for this car</Link>.
        </p>
      </div>
    )
  }
  if (data.status === 'noCar') {
    return (
      <div className="finance-personalised finance-personalised--message">
        <h1>Choose a car for personalised finance</h1>
        <p>
          Personalised finance puts each of our lenders&apos; quotes for one of our cars side by side. Choose the car first: find one you like in our stock.
        </p>
        <WaysOn />
      </div>
    )
  }
  if (data.status === 'notListed' || !car) {
    return (
      <div className="finance-personalised finance-personalised--message">
        <h1>This car is no longer listed</h1>
        <p>We could not find that car: it may have sold. Personalised finance quotes each lender for one of our cars.</p>
        <WaysOn />
      </div>
    )
  }
  return (
    <div className="finance-personalised">
      <p className="finance-personalised__back">
        <Link href={`/cars/${car.slug}`}>Back to the car</Link>
      </p>
      <h1>Finance for the {car.name}</h1>
      <div className="finance-personalised__car">
        {car.imageUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- optimisedImageAttributes: next/image's markup without its client component
          <img className="step-flow-car__image" {...optimisedImageAttributes(car.imageUrl, '12rem', 75)} alt="" width={300} height={200} />
        ) : null}
        <div>
          <p className="step-flow-car__name">{car.name}</p>
          <p className="step-flow-car__price">{formatMoney(car.priceDollars)}</p>
          <p className="step-flow-step__note">Each of our lenders&apos; quotes for this car, for the deposit, term and balloon you choose.</p>
        </div>
      </div>
      <LenderQuotes
        carSlug={car.slug}
        priceDollars={car.priceDollars}
        start={data.start}
        limits={data.limits}
        initialQuotes={data.quotes}
        comparisonNote={data.comparisonNote}
        fromService={data.fromService}
      />
    </div>
  )
}
