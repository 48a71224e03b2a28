import 'server-only'

import { searchRouteHref } from '@/domain/search-route'
import { siteMenuItems, type MenuData, type MenuItem, type SiteMenuItem } from '@/domain/site-menus'
import { stockIndexName } from '@/domain/stock-index'
import { siteModels } from '@/features/models'
import { siteHasLiveOffers } from '@/features/offers'
import { getStockSearch } from '@/features/search'
import { contentCacheKeys } from '@/platform/cache-keys'
import { getMenu } from '@/platform/content'
import { cachedContent } from '@/platform/content-cache'
import type { ResolvedSite } from '@/platform/sites'

const NO_PLACES = { makes: [], dealerships: [], locations: [] }

async function bodyTypesInStock(site: ResolvedSite): Promise<MenuData['bodyTypes']> {
  const stockSearch = await getStockSearch()
  const [answer] = (await stockSearch.search(site.slug, [
    { type: 'default', indexName: stockIndexName(site.slug), params: { hitsPerPage: 0, facets: ['body'], maxValuesPerFacet: 20 } },
  ])) as Array<{
    facets?: Record<string, Record<string, number>>
  }>
  return Object.entries(answer?.facets?.body ?? {}).map(([value, count]) => ({
    value,
    count,
    href: searchRouteHref({ refinementList: { body: [value] } }, NO_PLACES, site.slug),
  }))
}

/** Only what the menus ask for is read: a site without filled items or offer conditions costs no search. */
async function menuData(site: ResolvedSite, items: readonly MenuItem[]): Promise<MenuData> {
  const all = items.flatMap((item) => [item, ...(item.children ?? [])])
  const wants = (fill: MenuItem['fill']) => items.some((item) => item.fill === fill)
  const [models, bodyTypes, hasOffers] = await Promise.all([
    wants('models') ? siteModels(site.id) : [],
    wants('body-types') ? bodyTypesInStock(site) : [],
    all.some((link) => link.showWhen === 'has-offers') ? siteHasLiveOffers(site) : false,
  ])
  return { models, bodyTypes, hasOffers }
}

/** Menu items as visitors see them: filled from the site's models or stock, offer links only while it has offers. */
export async function resolveSiteMenu(site: ResolvedSite, items: readonly MenuItem[]): Promise<SiteMenuItem[]> {
  return siteMenuItems(items, await menuData(site, items))
}

/**
 * The site's header and footer as visitors see them, kept a few seconds per app server like the rest
 * of the site's content: the body types in stock and the offers' windows move at most that late.
 */
export function loadSiteMenus(site: ResolvedSite): Promise<{ header: SiteMenuItem[]; footer: SiteMenuItem[] }> {
  return cachedContent(contentCacheKeys.siteMenus(site.id), async () => {
    const [header, footer] = await Promise.all([getMenu(site.id, 'header'), getMenu(site.id, 'footer')])
    const data = await menuData(site, [...header, ...footer])
    return { header: siteMenuItems(header, data), footer: siteMenuItems(footer, data) }
  })
}
