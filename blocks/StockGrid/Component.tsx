import Link from 'next/link'

import { formatCount } from '@/domain/money'
import { searchRouteHref } from '@/domain/search-route'
import { stockGridQuery, stockGridState } from '@/domain/stock-grid'
import type { StockSort } from '@/domain/stock-index'
import { loadStockCards, siteSearchVocabulary } from '@/features/search'
import { StockCardGrid } from '@/features/search/ui'
import type { StockGridBlock as StockGridData } from '@/payload-types'

import { BlockSection } from '../BlockSection'
import type { BlockProps } from '../types'

/**
 * Live cars with the marketer's preset refinements (issue 23), rendered on the server from the same
 * search the search page runs: its "See all N cars" link lists the same cars, first the ones shown.
 */
export async function StockGridBlock({ block, site }: BlockProps<StockGridData>) {
  const sort = (block.sort ?? 'relevance') as StockSort
  const state = stockGridState({ ...block, sort }, site.slug)
  const { facetFilters, numericFilters } = stockGridQuery(state, site.slug)
  const [stock, { vocabulary }] = await Promise.all([
    loadStockCards(site, { facetFilters, numericFilters, sort, limit: block.count ?? 6 }),
    siteSearchVocabulary(site),
  ])
  const href = searchRouteHref(state, vocabulary, site.slug)
  return (
    <BlockSection id={`stock-grid-${block.id}`} heading={block.heading} className="stock-grid">
      {stock.total > 0 ? (
        <>
          <StockCardGrid cars={stock.cars} card={stock.card} label={block.heading} columns={block.columns === '4' ? 4 : 3} />
          <p className="stock-grid__all">
            <Link className="button button--primary" href={href}>
              {`See all ${formatCount(stock.total)} ${stock.total === 1 ? 'car' : 'cars'}`}
            </Link>
          </p>
        </>
      ) : (
        <p>
          No cars match right now. <Link href="/search/new-used-and-demo-cars">Browse all our stock</Link>.
        </p>
      )}
    </BlockSection>
  )
}
