'use client'

import { liteClient } from 'algoliasearch/lite'
import type { UiState } from 'instantsearch.js'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Configure, InstantSearch, InstantSearchSSRProvider, useInstantSearch, useSearchBox, useSortBy } from 'react-instantsearch'

import { trackEventLater } from '@/features/analytics/client'
import { recordSearch } from '@/features/insights/client'
import { formatCount } from '@/domain/money'
import { receivedFilter, type SearchFilter, type SentFilter } from '@/domain/search-page-config'
import { searchPageWidgets, type SearchWidgetParams } from '@/features/search/page/search-page-widgets'
import { parseSearchUrl, searchPathHeading, searchRouteHref, type SearchVocabulary } from '@/domain/search-route'
import { clearedSearchState, type SearchUiState } from '@/domain/search-state'
import { stockIndexName } from '@/domain/stock-index'

import { CompareBar, SaveSearchButton } from '@/features/compare-and-favourites/client'
import type { Suggestion } from '@/domain/search-suggestions'
import { SearchSuggestBox } from '../suggest/SearchSuggestBox.client'
import type { SuggestionSource } from '../suggest/use-suggestions'
import { FacetFilter, HiddenRefinement, RangeFilter } from './SearchFilters'
import { SearchError } from './SearchError'
import type { SearchViewStart } from './view-start'
import type { SearchPlaces } from './vocabulary-facets'
import { ActiveRefinements, EmptyResults, ResultCount, ResultsGrid, SearchPagination, SortSelect, useResultCount } from './SearchResults'
import { searchUrlRouter } from './search-url-router'
import type { CardSettings, PromoCardData, SearchLayout } from './types'

/** What the page starts from (the server's props); the vocabulary and first results come separately (view-start.ts). */
export interface StockSearchSetup {
  siteSlug: string
  indexName: string
  credentials: { appId: string; apiKey: string }
  /** Where the browser sends its searches: this site's own host (the app's Algolia endpoint). */
  host: string
  protocol: 'http' | 'https'
  /** The page's URL, for routing while rendering on the server. */
  serverUrl: string
  initialUiState: SearchUiState
  places: SearchPlaces
  filters: SearchFilter[]
  layout: SearchLayout
  card: CardSettings
  promos: PromoCardData[]
  clearFiltersHref: string
  /** Offer Save this search (sites with shopper accounts; it shows only to a signed-in shopper). */
  saveSearch: boolean
}

/** The setup as the page sends it (StockSearch's props): its filters as sentFilter gives them. */
export type SentStockSearchSetup = Omit<StockSearchSetup, 'filters'> & { filters: SentFilter[] }

// One setup per sent one: the server's HTML render asks where the view starts once per setup
// (server-view-start.ts), and renders the view again, with the same props, when that answer arrives.
const received = new WeakMap<SentStockSearchSetup, StockSearchSetup>()

export function receivedSetup(sent: SentStockSearchSetup): StockSearchSetup {
  let setup = received.get(sent)
  if (!setup) received.set(sent, (setup = { ...sent, filters: sent.filters.map(receivedFilter) }))
  return setup
}

export interface StockSearchProps extends StockSearchSetup, SearchViewStart {
  /** Report the first results as a search view (StockSearch reported those its server HTML shows). */
  reportFirstView?: boolean
}

/**
 * The browser's client for this site's search endpoint. The lite client's own timeouts (1 s to
 * connect, 2 s to read) suit Algolia's edge, not an app server over a phone's network: a first search
 * that took 2 s failed the page (the shopper saw "search failed"). Still bounded.
 */
const SEARCH_TIMEOUTS = { connect: 5_000, read: 10_000, write: 10_000 }

export const browserSearchClient = ({ credentials, host, protocol }: Pick<StockSearchSetup, 'credentials' | 'host' | 'protocol'>) =>
  liteClient(credentials.appId, credentials.apiKey, { hosts: [{ url: host, protocol, accept: 'read' }], timeouts: SEARCH_TIMEOUTS })

/**
 * The stock search page, started from results computed ahead of it (view-start.ts): the first
 * render needs no search of its own; every later search goes to this site's `/1/indexes/*\/queries`
 * endpoint. The URL holds the state (spec §2), so reload, share and back/forward all restore it. Its
 * ids are fixed (one search per page), not useId's: it hydrates as a root of its own inside the
 * server's HTML (StockSearch), where useId's would not match the server's.
 */
export function StockSearchView({
  onLive,
  ...props
}: StockSearchProps & { /** Called once it is hydrated (StockSearch replays what the shopper did before). */ onLive?: () => void }) {
  useEffect(() => onLive?.(), [onLive])
  const { siteSlug, indexName, credentials, host, protocol, serverUrl, initialResults, initialUiState, filters, vocabulary } = props
  const widgets = useMemo(() => searchPageWidgets({ siteSlug, filters, initialUiState }), [siteSlug, filters, initialUiState])
  const searchClient = useMemo(() => browserSearchClient({ credentials, host, protocol }), [credentials, host, protocol])
  const routing = useMemo(
    () => ({
      router: searchUrlRouter({
        serverUrl,
        href: (state) => searchRouteHref(state, vocabulary, siteSlug),
        parse: (url) => {
          const route = parseSearchUrl(url, vocabulary, siteSlug)
          return route.found ? route.state : {}
        },
      }),
      stateMapping: {
        stateToRoute: (uiState: UiState): SearchUiState => (uiState[indexName] ?? {}) as SearchUiState,
        routeToState: (routeState: SearchUiState): UiState => ({ [indexName]: routeState }),
      },
    }),
    [serverUrl, vocabulary, siteSlug, indexName],
  )
  return (
    <InstantSearchSSRProvider initialResults={initialResults}>
      <InstantSearch
        searchClient={searchClient}
        indexName={indexName}
        routing={routing}
        initialUiState={{ [indexName]: initialUiState }}
        future={{ preserveSharedStateOnUnmount: true }}
        // Never InstantSearch's automatic Insights: it would load Algolia's search-insights from a CDN when a hosted app turns it on; the platform records searches itself (features/insights).
        insights={false}
      >
        <Configure {...widgets.configure} />
        <SearchPage {...props} widgets={widgets} />
      </InstantSearch>
    </InstantSearchSSRProvider>
  )
}

function SearchPage({
  siteSlug,
  credentials,
  vocabulary,
  filters,
  widgets,
  layout,
  card,
  promos,
  clearFiltersHref,
  saveSearch,
  reportFirstView,
}: StockSearchSetup & { vocabulary: SearchVocabulary; widgets: SearchWidgetParams; reportFirstView?: boolean }) {
  const { status, error, refresh, indexUiState, results } = useInstantSearch({ catchError: true })
  const count = useResultCount()
  const sort = useSortBy(widgets.sortBy)
  const { currentRefinement: currentSort, refine: refineSort } = sort
  // Spec §2: the price slider leads to a search sorted by price, highest first (unless the shopper chose a sort).
  const sortByPriceAfterSlider = useCallback(() => {
    if (currentSort === stockIndexName(siteSlug)) refineSort(stockIndexName(siteSlug, 'price-desc'))
  }, [currentSort, refineSort, siteSlug])
  const [drawerOpen, setDrawerOpen] = useState(false)
  const drawerButton = useRef<HTMLButtonElement>(null)
  const drawer = useRef<HTMLDivElement>(null)
  const heading = searchPathHeading(indexUiState as SearchUiState, vocabulary)
  const selectedCarTypes = (indexUiState as SearchUiState).refinementList?.car_type ?? []
  const makeChosen = ((indexUiState as SearchUiState).refinementList?.make?.length ?? 0) > 0
  const busy = status === 'loading' || status === 'stalled'
  const hasHits = (results?.nbHits ?? 0) > 0

  // Search view (spec §7 event 49), once per search the shopper sees, told apart by its address (widgets
  // add keys of their own to the UI state as they mount); StockSearch reports the one its server HTML shows.
  const viewKey = searchRouteHref(indexUiState as SearchUiState, vocabulary, siteSlug)
  const tracked = useRef(reportFirstView ? null : viewKey)
  useEffect(() => {
    if (status !== 'idle' || tracked.current === viewKey) return
    tracked.current = viewKey
    trackEventLater('searchView', { pageType: 'search', resultCount: count })
    const { query, refinementList, range } = indexUiState as SearchUiState
    recordSearch({ query, filters: { ...refinementList, ...range }, resultCount: count })
  }, [status, viewKey, count, indexUiState])

  // The filter drawer on small screens is a modal dialog: Escape closes it and focus goes back.
  useEffect(() => {
    if (!drawerOpen) return
    drawer.current?.querySelector<HTMLElement>('.search-filters__close')?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDrawerOpen(false)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [drawerOpen])
  const closeDrawer = () => {
    setDrawerOpen(false)
    drawerButton.current?.focus()
  }

  return (
    <div className={`stock-search${drawerOpen ? ' stock-search--drawer-open' : ''}`}>
      <h1 className="stock-search__heading">{heading}</h1>
      <div
        ref={drawer}
        className="search-filters"
        id="search-filters"
        role={drawerOpen ? 'dialog' : undefined}
        aria-modal={drawerOpen ? true : undefined}
        aria-label="Filters"
      >
        <div className="search-filters__header">
          <h2 className="search-filters__title">Filters</h2>
          <button type="button" className="search-filters__close" onClick={closeDrawer} aria-label="Close filters">
            ×
          </button>
        </div>
        <SearchQuery
          source={{
            indexName: stockIndexName(siteSlug),
            ...credentials,
            facetFilters: selectedCarTypes.length > 0 ? [selectedCarTypes.map((type) => `car_type:${type}`)] : [],
          }}
        />
        {filters.map((filter, i) => (
          <FacetFilter
            key={filter.attribute}
            filter={filter}
            params={widgets.refinementLists[i]!}
            popularMakesSplit={layout.popularMakesSplit}
            makeChosen={makeChosen}
          />
        ))}
        {widgets.hiddenRefinementLists.map((params) => (
          <HiddenRefinement key={params.attribute} params={params} />
        ))}
        {widgets.ranges.map(({ attribute }) => (
          <RangeFilter key={attribute} attribute={attribute} onRefined={attribute === 'price' ? sortByPriceAfterSlider : undefined} />
        ))}
        <div className="search-filters__footer">
          <button type="button" className="button button--primary search-filters__show" onClick={closeDrawer}>
            {`Show Me ${formatCount(count)} ${count === 1 ? 'car' : 'cars'}`}
          </button>
        </div>
      </div>
      <section className="stock-search__results" inert={drawerOpen || undefined} aria-busy={busy} aria-labelledby="search-results-heading">
        <h2 className="visually-hidden" id="search-results-heading">
          Search results
        </h2>
        <div className="search-bar">
          <button
            ref={drawerButton}
            type="button"
            className="button button--secondary search-bar__filters"
            aria-expanded={drawerOpen}
            aria-controls="search-filters"
            onClick={() => setDrawerOpen(true)}
          >
            Filters
          </button>
          <ResultCount />
          {saveSearch ? <SaveSearchButton /> : null}
          <SortSelect sort={sort} id="search-sort" />
        </div>
        <ActiveRefinements clearedHref={searchRouteHref(clearedSearchState(indexUiState as SearchUiState), vocabulary, siteSlug)} />
        {error ? <SearchError onRetry={refresh} /> : null}
        {hasHits ? (
          <>
            <ResultsGrid layout={layout} card={card} promos={promos} selectedCarTypes={selectedCarTypes} />
            <SearchPagination params={widgets.pagination} />
          </>
        ) : busy ? null : (
          <EmptyResults clearFiltersHref={clearFiltersHref} />
        )}
      </section>
      {card.compare ? <CompareBar /> : null}
    </div>
  )
}

/**
 * Free text over make, model, badge and stock number, searched as the shopper types, with makes,
 * models and body types suggested within the page's car types; a picked one is added to the filters.
 */
function SearchQuery({ source }: { source: SuggestionSource }) {
  const { query, refine } = useSearchBox({})
  const { setIndexUiState } = useInstantSearch()
  const id = 'search-query'
  const pick = ({ facet, value }: Suggestion) =>
    setIndexUiState((state) => {
      const picked = state.refinementList?.[facet] ?? []
      return { ...state, query: '', page: 1, refinementList: { ...state.refinementList, [facet]: picked.includes(value) ? picked : [...picked, value] } }
    })
  return (
    <form
      className="search-query"
      role="search"
      action=""
      onSubmit={(event) => {
        event.preventDefault()
        refine(query)
      }}
    >
      <label className="facet__label" htmlFor={id}>
        Search
      </label>
      <SearchSuggestBox
        id={id}
        className="search-query__input"
        value={query}
        placeholder="Make, model or stock number"
        maxLength={200}
        source={source}
        onTextChange={refine}
        onPick={pick}
      />
    </form>
  )
}
