import { searchRouteHref } from '@/domain/search-route'
import type { SearchBoxBlock as SearchBoxData } from '@/payload-types'

import { BlockSection } from '../BlockSection'
import type { BlockProps } from '../types'

const NO_PLACES = { makes: [], dealerships: [], locations: [] }

/**
 * A plain form (issue 23): it works before any script loads and sends the shopper to the search page
 * for the block's car types with their words as the search page's own `query` parameter.
 */
export function SearchBoxBlock({ block, site }: BlockProps<SearchBoxData>) {
  const action = searchRouteHref({ refinementList: { car_type: [...(block.carTypes ?? [])] } }, NO_PLACES, site.slug)
  const inputId = `search-box-${block.id}`
  return (
    <BlockSection id={`${inputId}-heading`} heading={block.heading} className="search-box">
      <form role="search" action={action} method="get" className="search-box__form">
        <label htmlFor={inputId}>Search our stock</label>
        <input id={inputId} name="query" type="search" placeholder={block.placeholder ?? undefined} maxLength={100} autoComplete="off" />
        <button type="submit" className="button button--primary">
          Search
        </button>
      </form>
    </BlockSection>
  )
}
