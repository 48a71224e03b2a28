import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { z } from 'zod'

import { StockSearch } from '@/components/search/StockSearch.client'
import { searchCredentials } from '@/config/env'
import { buildPageMetadata } from '@/data/page-metadata'
import { getSiteForHost } from '@/data/sites'
import { initialStockResults } from '@/search/instantsearch-server'
import { getStockSearch } from '@/search/server'
import { stockIndexName, type StockSort } from '@/search/stock-index-settings'

type Props = { params: Promise<{ host: string; path?: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/** Spec §9: page size 21. */
const HITS_PER_PAGE = 21
const DEFAULT_PATH = 'new-used-and-demo-cars'
const SORT_LABELS: Record<StockSort, string> = {
  relevance: 'Featured',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  'km-asc': 'Kilometres: low to high',
  'year-desc': 'Year: newest first',
  'newest-listed': 'Recently added',
}

/** Junk parameters are ignored, never an error. */
const searchParamsSchema = z.object({
  query: z.string().max(200).catch(''),
  page: z.coerce.number().int().min(1).max(1000).catch(1),
})

async function load({ params, searchParams }: Props) {
  const { host, path = [] } = await params
  if (path.length > 1 || (path.length === 1 && path[0] !== DEFAULT_PATH)) return null
  const site = await getSiteForHost(decodeURIComponent(host))
  if (!site) return null
  const raw = await searchParams
  const { query, page } = searchParamsSchema.parse({ query: typeof raw.query === 'string' ? raw.query : undefined, page: typeof raw.page === 'string' ? raw.page : undefined })
  return { site, query, page: page - 1 }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const found = await load(props)
  if (!found) return {}
  return buildPageMetadata(found.site, `/search/${DEFAULT_PATH}`, { title: 'New, used and demo cars for sale', description: `Browse the stock of ${found.site.name}.` })
}

export default async function SearchPage(props: Props) {
  const found = await load(props)
  if (!found) notFound()
  const { site, query, page } = found
  const indexName = stockIndexName(site.slug)
  const stockSearch = await getStockSearch()
  const initialResults = await initialStockResults(stockSearch, site.slug, { index: indexName, query, page, hitsPerPage: HITS_PER_PAGE, disjunctiveFacets: ['make', 'body'], maxValuesPerFacet: 10 })
  const requestHeaders = await headers()
  const host = requestHeaders.get('x-forwarded-host') ?? requestHeaders.get('host') ?? 'localhost'
  const protocol = requestHeaders.get('x-forwarded-proto') === 'https' ? 'https' : 'http'
  return (
    <div className="container section">
      <h1>New, used and demo cars</h1>
      <StockSearch
        indexName={indexName}
        sorts={Object.entries(SORT_LABELS).map(([sort, label]) => ({ value: stockIndexName(site.slug, sort as StockSort), label }))}
        credentials={searchCredentials}
        host={host}
        protocol={protocol}
        hitsPerPage={HITS_PER_PAGE}
        initialResults={initialResults}
        initialQuery={query}
        initialPage={page}
      />
    </div>
  )
}
