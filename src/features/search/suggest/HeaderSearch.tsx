import { DEFAULT_SEARCH_PATH } from '@/domain/search-route'
import { stockIndexName } from '@/domain/stock-index'
import { searchCredentials } from '@/platform/env'

import { HeaderSearchBox } from './HeaderSearchBox.client'

const INPUT_ID = 'header-search'

/**
 * Search in the site header, on every page: a plain form that opens the search page for the words
 * (it works before any script), with suggestions once the page's script runs.
 */
export function HeaderSearch({ siteSlug }: { siteSlug: string }) {
  const searchPath = `/search/${DEFAULT_SEARCH_PATH}`
  return (
    <form role="search" aria-label="Our cars" action={searchPath} method="get" className="header-search">
      <label htmlFor={INPUT_ID} className="visually-hidden">
        Search our cars
      </label>
      <HeaderSearchBox
        id={INPUT_ID}
        searchPath={searchPath}
        placeholder="Make, model or body"
        source={{ indexName: stockIndexName(siteSlug), ...searchCredentials }}
      />
      <button type="submit" className="header-search__submit">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">Search</span>
      </button>
    </form>
  )
}
