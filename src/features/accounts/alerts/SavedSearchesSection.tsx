import { formatCount } from '@/domain/money'
import { countsForSearchLinks } from '@/features/search'
import { databasePool } from '@/platform/site-api'
import type { ResolvedSite } from '@/platform/sites'

import type { Shopper } from '../customers'
import { SavedSearchControls } from './SavedSearchControls.client'
import { savedSearchesOf } from './saved-search-store'

/**
 * My garage's saved searches (issue 18 alerts): each with the cars it finds now, its email switch and
 * Delete. The counts come from the same search the page runs, so they match what the link shows.
 */
export async function SavedSearchesSection({ site, shopper, headingLevel }: { site: ResolvedSite; shopper: Shopper; headingLevel: 2 | 3 }) {
  const searches = await savedSearchesOf(await databasePool(), shopper.id)
  const counts =
    searches.length > 0
      ? await countsForSearchLinks(
          site,
          searches.map((search) => search.path),
        ).catch(() => searches.map(() => null))
      : []
  const Heading = `h${headingLevel}` as const
  return (
    <section className="garage-section saved-searches" aria-labelledby="saved-searches-heading">
      <Heading id="saved-searches-heading">Saved searches</Heading>
      {searches.length === 0 ? (
        <p>
          No saved searches yet. On the search page, choose your filters and press <strong>Save this search</strong>: we will email you when new cars match.
        </p>
      ) : (
        <ul className="saved-searches__list">
          {searches.map((search, i) => {
            const count = counts[i]
            return (
              <li key={search.id} className="saved-search">
                <div>
                  <a className="saved-search__name" href={search.path}>
                    {search.name}
                  </a>
                  <p className="saved-search__count">
                    {count === null || count === undefined
                      ? 'Cars available now: not known just now'
                      : `${formatCount(count)} ${count === 1 ? 'car' : 'cars'} now`}
                  </p>
                </div>
                <SavedSearchControls id={search.id} name={search.name} alertsEnabled={search.alertsEnabled} />
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
