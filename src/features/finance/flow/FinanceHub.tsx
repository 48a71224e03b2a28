import Link from 'next/link'

import { MONEY_QUICK_PICKS } from '@/domain/money'
import { financeCalculatorForRequest } from '@/features/calculators'
import { FinanceCalculator } from '@/features/calculators/ui'
import { leadFormRouteFor } from '@/features/leads'
import { LeadFormSection } from '@/features/leads/ui'
import type { ResolvedSite } from '@/platform/sites'

import { loadFinanceCar } from '../finance-pages'
import { InstantPriceSection } from './InstantPriceSection'
import { queryParam } from '@/platform/page-query'

type Query = Record<string, string | string[] | undefined>

/** The pre-approval link keeps what the finance link said (spec §2 finance routes' query parameters). */
export function preApprovalHref(query: Query): string {
  const kept = new URLSearchParams(
    ['car_id', 'vin', 'vehiclePriceBudget', 'preferredDealership'].flatMap((name) => (queryParam(query[name]) ? [[name, queryParam(query[name])!]] : [])),
  )
  return `/finance-pre-approval${kept.size ? `?${kept}` : ''}`
}

const SECTIONS = [
  ['finance-calculator', 'Finance calculator'],
  ['instant-price', 'Instant price'],
  ['pre-approval', 'Get pre-approved'],
  ['finance-form', 'Finance enquiry'],
] as const

/**
 * The finance hub's own sections (issue 21 "The finance pages"), after the marketer's blocks: the
 * calculator (unless a block already placed it), the instant price, pre-approval and the finance
 * enquiry, each at the spec's anchor (§2: finance links end with #finance-form).
 */
export async function FinanceHub({
  site,
  query,
  heading,
  withCalculator,
  formHeading,
  pageId,
}: {
  site: ResolvedSite
  query: Query
  heading: string | null
  withCalculator: boolean
  formHeading: string | null
  pageId?: string
}) {
  const [calculator, named] = await Promise.all([withCalculator ? financeCalculatorForRequest(site, query) : null, loadFinanceCar(site, query)])
  return (
    <>
      <div className="container finance-hub__intro">
        {heading ? <h1>{heading}</h1> : null}
        <nav aria-label="Finance on this page">
          <ul className="finance-hub__nav">
            {SECTIONS.map(([id, label]) => (
              <li key={id}>
                <a href={`#${id}`}>{label}</a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {calculator ? (
        // The calculator's own section carries #finance-calculator.
        <div className="container section calculator-block">
          <FinanceCalculator
            bounds={calculator.calculator.bounds}
            start={calculator.calculator.start}
            disclaimer={calculator.calculator.disclaimer}
            requestQuoteHref="#finance-form"
            car={calculator.car ?? undefined}
            quickPicks={MONEY_QUICK_PICKS}
          />
        </div>
      ) : null}
      <section className="container section finance-hub__section" id="instant-price" aria-labelledby="instant-price-heading">
        <h2 id="instant-price-heading">Instant price</h2>
        <p>Just want the number? Your weekly repayment and rate, straight away.</p>
        <InstantPriceSection site={site} query={query} headingId="instant-price-heading" named={named} />
      </section>
      <section className="container section finance-hub__section" id="pre-approval" aria-labelledby="pre-approval-heading">
        <h2 id="pre-approval-heading">Get pre-approved</h2>
        <p>
          Five short steps about the loan, your work, income and expenses give you an indicative answer on the spot: how much you could borrow and what it would
          cost you a week. It does not affect your credit score, and our finance team takes it from there.
        </p>
        <p>
          <Link className="button" href={preApprovalHref(query)}>
            Start pre-approval
          </Link>
        </p>
      </section>
      <LeadFormSection site={site} route={leadFormRouteFor('finance', query)} heading={formHeading} headingLevel={2} pageId={pageId} later />
    </>
  )
}
