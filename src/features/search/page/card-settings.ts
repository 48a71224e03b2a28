import type { ResolvedSite } from '@/platform/sites'
import type { Dealership } from '@/payload-types'

import type { CardSettings } from './types'

/** What a site's vehicle cards show, from its settings: one reading for the search page and similar cars. */
export function cardSettingsFor(site: ResolvedSite, dealerships: readonly Pick<Dealership, 'slug' | 'offersSubscription'>[]): CardSettings {
  const features = site.featureSettings
  return {
    financeProvider: site.financeProvider ?? null,
    financeEstimate: features.financeEstimateOnCards,
    showViews: features.showViewsCount,
    favourites: features.favouritesEnabled,
    watchlist: Boolean(site.garageEnabled),
    compare: features.compareEnabled,
    buttons: features.cardButtons,
    subscriptionDealerships: dealerships.filter((d) => d.offersSubscription).map((d) => d.slug),
    checkoutPath: site.checkout?.path ?? 'checkout',
    buyOnline: Boolean(site.checkout?.buyOnline),
  }
}
