import Link from 'next/link'

import { nearestTermOption, readPriceBudget } from '@/domain/finance-calculator'
import { FINANCE_ANSWER_TEXTS } from '@/domain/finance-pre-approval'
import { formatMoney } from '@/domain/money'
import type { ResolvedSite } from '@/platform/sites'

import type { loadFinanceCar } from '../finance-pages'
import { financeSiteSettings, loanBounds } from '../finance-settings'
import { InstantPrice } from './InstantPrice.client'

type Query = Record<string, string | string[] | undefined>
type NamedFinanceCar = Awaited<ReturnType<typeof loadFinanceCar>>

/**
 * The instant price with the site's preferred lender and calculator limits, for the car the link names
 * (car_id or vin): vehiclePriceBudget fills the amount, else the car's price.
 */
export function InstantPriceSection({ site, query, headingId, named }: { site: ResolvedSite; query: Query; headingId: string; named: NamedFinanceCar }) {
  const settings = financeSiteSettings(site)
  const { car, carGone } = named
  const bounds = loanBounds(settings, car?.priceDollars ?? null)
  return (
    <>
      {car ? (
        <p className="finance-instant__car">
          For the <Link href={`/cars/${car.slug}`}>{car.name}</Link>, {formatMoney(car.priceDollars)}
        </p>
      ) : null}
      {carGone ? <p className="finance-flow__notice">The car you chose is no longer listed. You can still price an amount.</p> : null}
      <InstantPrice
        lender={settings.lenders[0]!}
        amountLimits={{ ...bounds.purchasePrice, help: bounds.purchasePriceHelp }}
        termOptions={bounds.termYears.options}
        defaultTermYears={nearestTermOption(bounds.termYears.options, site.featureSettings.defaultFinanceTermYears)}
        initialAmount={readPriceBudget(query.vehiclePriceBudget) ?? car?.priceDollars ?? null}
        carSlug={car?.slug ?? null}
        comparisonNote={FINANCE_ANSWER_TEXTS.comparisonNote}
        headingId={headingId}
      />
    </>
  )
}
