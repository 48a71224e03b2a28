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
      {/* Its magnifier is drawn by the stylesheet: as markup it was in every page twice (HTML and payload). */}
      <button type="submit" className="header-search__submit">
        <span className="visually-hidden">Search</span>
      </button>
    </form>
  )
}
