import dynamic from 'next/dynamic'
import { useMemo } from 'react'
import { useCurrentRefinements, useHits, useInstantSearch, usePagination, type useSortBy } from 'react-instantsearch'

import { formatCount } from '@/domain/money'
import { placePromoCards, promoMatchesCarTypes } from '@/domain/promos'
import { resultCount } from '@/domain/result-count'
import { LISTING_TEXTS } from '@/domain/listing-texts'
import { facetValueLabel, FILTER_ATTRIBUTES, rangeValueLabel, SEARCH_RANGES, type FilterAttribute } from '@/domain/search-page-config'
import { clearedSearchState } from '@/domain/search-state'
import type { SearchWidgetParams } from '@/features/search/page/search-page-widgets'
import type { StockSearchRecord } from '@/features/search/stock/stock-search-record'

import type { CardSettings, PromoCardData, SearchLayout } from './types'
import { VehicleCard } from './VehicleCard'
import { VehicleCardSaveButtons } from './VehicleCardSaveButtons.client'

/** The number of cars the search found, with the spec's recount above 1,999 (spec §9). */
export function useResultCount(): number {
  const { results } = useInstantSearch()
  const raw = results?._rawResults?.[0] as { nbHits?: number; facets?: Record<string, Record<string, number>> } | undefined
  return resultCount({ nbHits: raw?.nbHits ?? results?.nbHits ?? 0, facets: raw?.facets })
}

export function ResultCount() {
  const count = useResultCount()
  return (
    <p className="search-count" role="status" data-result-count={count}>
      {`${formatCount(count)} ${count === 1 ? 'car' : 'cars'}`}
    </p>
  )
}

/** The sort menu; the page owns the sort widget (the price slider changes the sort too). */
export function SortSelect({ sort: { currentRefinement, options, refine }, id }: { sort: ReturnType<typeof useSortBy>; id: string }) {
  return (
    <div className="search-sort">
      <label htmlFor={id}>Sort by</label>
      <select id={id} value={currentRefinement} onChange={(event) => refine(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

function refinementChipLabel(attribute: string, refinement: { label: string; value: unknown; operator?: string }): string {
  if (attribute in SEARCH_RANGES) {
    const range = attribute as keyof typeof SEARCH_RANGES
    return `${SEARCH_RANGES[range].label} ${refinement.operator === '>=' ? 'from' : 'up to'} ${rangeValueLabel(range, Number(refinement.value))}`
  }
  return facetValueLabel(attribute as FilterAttribute, String(refinement.value))
}

/**
 * Active refinements as removable chips, and Clear Filters (spec §2), which clears the query too
 * (clearedSearchState). It is a link to the cleared search, so it works before the page is live.
 */
export function ActiveRefinements({ clearedHref }: { /** The search with nothing chosen (clearedSearchState). */ clearedHref: string }) {
  const { items } = useCurrentRefinements()
  const { setIndexUiState } = useInstantSearch()
  if (items.length === 0) return null
  const clear = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    setIndexUiState((state) => clearedSearchState(state))
  }
  return (
    <div className="search-chips" aria-label="Active filters" role="group">
      <ul className="search-chips__list">
        {items.flatMap((item) =>
          item.refinements.map((refinement) => {
            const label = refinementChipLabel(item.attribute, refinement)
            const facet =
              FILTER_ATTRIBUTES[item.attribute as FilterAttribute] ?? SEARCH_RANGES[item.attribute as keyof typeof SEARCH_RANGES]?.label ?? item.attribute
            return (
              <li key={`${item.attribute}:${refinement.operator ?? ''}:${String(refinement.value)}`}>
                <button type="button" className="search-chip" aria-label={`Remove ${facet}: ${label}`} onClick={() => item.refine(refinement)}>
                  {`${label} `}
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            )
          }),
        )}
      </ul>
      <a className="search-chips__clear" href={clearedHref} onClick={clear}>
        Clear Filters
      </a>
    </div>
  )
}

/** Spec §2 "Empty result": No Results Available, the spec's text, and Clear Filters. */
export function EmptyResults({ clearFiltersHref }: { clearFiltersHref: string }) {
  return (
    <div className="search-empty">
      <h2>{LISTING_TEXTS.searchEmptyTitle}</h2>
      <p>{LISTING_TEXTS.searchEmptyText}</p>
      <a className="button button--primary" href={clearFiltersHref}>
        Clear Filters
      </a>
    </div>
  )
}

function PromoCard({ promo }: { promo: PromoCardData }) {
  return (
    <aside className="promo-card" aria-label={promo.heading} data-insight={`promo:${promo.id}`} data-insight-label={promo.heading}>
      {/* eslint-disable-next-line @next/next/no-img-element -- CMS sizes are already 600x400 WebP */}
      {promo.imageUrl ? <img className="promo-card__image" src={promo.imageUrl} alt={promo.imageAlt} width={600} height={400} loading="lazy" /> : null}
      <div className="promo-card__body">
        <h3 className="promo-card__heading">{promo.heading}</h3>
        {promo.text ? <p>{promo.text}</p> : null}
        <a className="button button--primary" href={promo.href}>
          {promo.linkLabel}
        </a>
      </div>
    </aside>
  )
}

// Swiper is loaded only by sites whose results are a carousel.
const ResultsCarousel = dynamic(() => import('./ResultsCarousel'))

/** The grid (or carousel) of cards with promo cards at the site's positions (spec §2 "Grid"). */
export function ResultsGrid({
  layout,
  card,
  promos,
  selectedCarTypes,
}: {
  layout: SearchLayout
  card: CardSettings
  promos: PromoCardData[]
  selectedCarTypes: string[]
}) {
  const { items } = useHits<StockSearchRecord>()
  const now = useMemo(() => new Date(), [])
  const matching = promos.filter((promo) => promoMatchesCarTypes(promo, selectedCarTypes))
  const placements = placePromoCards(items.length, matching, { every: layout.promoEvery, positions: layout.promoPositions })
  const cells: Array<{ key: string; node: React.ReactNode }> = []
  let next = 0
  for (let at = 1; next < items.length || placements.some((p) => p.at === at); at++) {
    const promo = placements.find((p) => p.at === at)
    if (promo) {
      const data = matching[promo.promo]!
      cells.push({ key: `promo-${data.id}`, node: <PromoCard promo={data} /> })
    } else {
      const car = items[next]!
      cells.push({
        key: car.objectID,
        node: <VehicleCard car={car} settings={card} now={now} eager={next === 0} titleId={`car-${next + 1}`} SaveButtons={VehicleCardSaveButtons} />,
      })
      next++
    }
  }
  if (layout.carousel) return <ResultsCarousel cells={cells} columns={layout.columns} />
  return (
    <ol className={`search-grid search-grid--${layout.columns}`}>
      {cells.map((cell) => (
        <li key={cell.key}>{cell.node}</li>
      ))}
    </ol>
  )
}

/** Page links that work without JavaScript; with it, a page change searches and scrolls to the top (spec §2). */
export function SearchPagination({ params }: { params: SearchWidgetParams['pagination'] }) {
  const { pages, currentRefinement, nbPages, isFirstPage, isLastPage, refine, createURL } = usePagination(params)
  if (nbPages <= 1) return null
  const go = (page: number) => (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    refine(page)
    window.scrollTo({ top: 0 })
  }
  const link = (page: number, label: React.ReactNode, ariaLabel: string, disabled: boolean, current = false) =>
    disabled ? (
      <span className="pagination__link pagination__link--disabled" aria-disabled="true">
        {label}
      </span>
    ) : (
      <a className="pagination__link" href={createURL(page)} aria-label={ariaLabel} aria-current={current ? 'page' : undefined} onClick={go(page)}>
        {label}
      </a>
    )
  return (
    <nav className="pagination" aria-label="Search result pages">
      <ul className="pagination__list">
        <li>{link(currentRefinement - 1, 'Previous', 'Previous page', isFirstPage)}</li>
        {pages.map((page) => (
          <li key={page}>{link(page, page + 1, `Page ${page + 1}`, false, page === currentRefinement)}</li>
        ))}
        <li>{link(currentRefinement + 1, 'Next', 'Next page', isLastPage)}</li>
      </ul>
    </nav>
  )
}
