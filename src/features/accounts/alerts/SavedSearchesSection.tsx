import type { Shopper } from '../customers'
import type { ResolvedSite } from '@/platform/sites'

/** My garage's saved searches (issue 18 alerts): placeholder until the saved-search alerts land. */
export function SavedSearchesSection(_props: { site: ResolvedSite; shopper: Shopper; headingLevel: 2 }) {
  return null
}
