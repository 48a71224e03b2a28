import { loadFinanceCar } from '../finance-pages'
import { InstantPriceSection } from './InstantPriceSection'
import { CmsBlocks, FINANCE_PAGES, type FinanceViewProps } from './finance-routes'

/** /instant-price: the page's blocks, then the instant price for the car the link names. */
export async function InstantPriceView(props: FinanceViewProps) {
  const { site, query } = props
  const named = await loadFinanceCar(site, query)
  return (
    <>
      <CmsBlocks {...props} />
      {/* #finance-form: the spec's finance links land on the instant price, this page's form. */}
      <section className="container section finance-instant-page" id="finance-form" aria-labelledby="instant-price-heading">
        <h1 id="instant-price-heading">{FINANCE_PAGES['instant-price'].title}</h1>
        <p>Your weekly repayment and rate for an amount, a term and your credit history. For an answer on how much you could borrow, get pre-approved.</p>
        <InstantPriceSection site={site} query={query} headingId="instant-price-heading" named={named} />
      </section>
    </>
  )
}
