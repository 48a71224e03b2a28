'use client'

import { liteClient } from 'algoliasearch/lite'
import type { InitialResults } from 'instantsearch.js'
import Image from 'next/image'
import { useMemo } from 'react'
import { Configure, Hits, InstantSearch, InstantSearchSSRProvider, Pagination, RefinementList, SearchBox, SortBy, Stats } from 'react-instantsearch'

import { formatCount, priceDisplay } from '@/domain'
import type { StockSearchRecord } from '@/search/stock-search-record'

export interface StockSearchProps {
  indexName: string
  /** Replica index names and their labels, in menu order. */
  sorts: Array<{ value: string; label: string }>
  credentials: { appId: string; apiKey: string }
  /** Where the browser sends its searches: this site's own host (the app's Algolia endpoint). */
  host: string
  protocol: 'http' | 'https'
  hitsPerPage: number
  initialResults: InitialResults
  initialQuery: string
  initialPage: number
}

/**
 * The stock search, hydrated from results computed on the server: the first render needs no
 * request; every later search goes to this site's `/1/indexes/*\/queries` endpoint.
 */
export function StockSearch({ indexName, sorts, credentials, host, protocol, hitsPerPage, initialResults, initialQuery, initialPage }: StockSearchProps) {
  const searchClient = useMemo(() => liteClient(credentials.appId, credentials.apiKey, { hosts: [{ url: host, protocol, accept: 'read' }] }), [credentials.appId, credentials.apiKey, host, protocol])
  return (
    <InstantSearchSSRProvider initialResults={initialResults}>
      <InstantSearch searchClient={searchClient} indexName={indexName} initialUiState={{ [indexName]: { query: initialQuery, page: initialPage + 1 } }} future={{ preserveSharedStateOnUnmount: true }}>
        <Configure hitsPerPage={hitsPerPage} />
        <div className="stock-search">
          <aside className="stock-search__filters" aria-label="Filters">
            <h2 className="stock-search__filter-heading" id="filter-make">Make</h2>
            <RefinementList attribute="make" aria-labelledby="filter-make" />
            <h2 className="stock-search__filter-heading" id="filter-body">Body type</h2>
            <RefinementList attribute="body" aria-labelledby="filter-body" />
          </aside>
          <div className="stock-search__results">
            <div className="stock-search__bar">
              <SearchBox placeholder="Search make, model or stock number" classNames={{ root: 'stock-search__box' }} aria-label="Search stock" />
              <SortBy items={sorts} aria-label="Sort by" />
            </div>
            <Stats translations={{ rootElementText: ({ nbHits }) => `${formatCount(nbHits)} ${nbHits === 1 ? 'car' : 'cars'}` }} />
            <Hits<StockSearchRecord> hitComponent={StockHit} classNames={{ list: 'stock-search__grid' }} />
            <Pagination />
          </div>
        </div>
      </InstantSearch>
    </InstantSearchSSRProvider>
  )
}

function StockHit({ hit }: { hit: StockSearchRecord }) {
  const price = priceDisplay(hit)
  return (
    <article className="stock-hit">
      {hit.primary_image_url ? <Image className="stock-hit__image" src={hit.primary_image_url} alt="" width={600} height={400} sizes="(min-width: 900px) 300px, 100vw" /> : null}
      <h3 className="stock-hit__name">
        <a href={`/cars/${hit.slug}`}>{hit.name}</a>
      </h3>
      <p className="stock-hit__price">{price.text}</p>
      <p className="stock-hit__meta">
        {[hit.km !== null ? `${formatCount(hit.km)} km` : null, hit.transmission, hit.location_name].filter(Boolean).join(' · ')}
      </p>
    </article>
  )
}
