import Link from 'next/link'

import { formatCount } from '@/domain/money'
import { StockCardGrid } from '@/features/search/ui'

import type { ModelPageData } from './model-pages'

/**
 * The site's cars of this model from the search index, and "See all N in stock" to the search for
 * the make and model; with none in stock, Order Now instead (that search path is a 404 with no cars).
 */
export function ModelStock({ stock, make, title, orderHref }: Pick<ModelPageData, 'stock' | 'make' | 'title'> & { orderHref: string }) {
  const heading = `${make} ${title} in stock`.trim()
  return (
    <section className="model-section model-stock" aria-labelledby="model-stock-heading">
      <h2 id="model-stock-heading" className="section__heading">
        {heading}
      </h2>
      {stock.searchHref ? (
        <>
          <StockCardGrid cars={stock.cars} card={stock.card} label={heading} />
          <p className="model-stock__all">
            <Link className="button button--secondary" href={stock.searchHref}>
              See all {formatCount(stock.total)} in stock<span className="visually-hidden">: {heading}</span>
            </Link>
          </p>
        </>
      ) : (
        <p className="model-stock__none">
          We have no {title} in stock right now. <Link href={orderHref}>Order a new {title}</Link> and we will find one for you.
        </p>
      )}
    </section>
  )
}
