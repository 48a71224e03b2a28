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

/** Only what the menus fill their items from is read: a site without filled items costs no search. */
async function fillData(site: ResolvedSite, items: readonly MenuItem[]): Promise<Omit<MenuData, 'hasOffers'>> {
  const wants = (fill: MenuItem['fill']) => items.some((item) => item.fill === fill)
  const [models, bodyTypes] = await Promise.all([wants('models') ? siteModels(site.id) : [], wants('body-types') ? bodyTypesInStock(site) : []])
  return { models, bodyTypes }
}

/** Whether any item shows only while the site has offers: only then are its promos read. */
const wantsOffers = (items: readonly MenuItem[]) => items.some((item) => [item, ...(item.children ?? [])].some((link) => link.showWhen === 'has-offers'))

/** Menu items as visitors see them: filled from the site's models or stock, offer links only while it has offers. */
export async function resolveSiteMenu(site: ResolvedSite, items: readonly MenuItem[]): Promise<SiteMenuItem[]> {
  const [data, hasOffers] = await Promise.all([fillData(site, items), wantsOffers(items) && siteHasLiveOffers(site)])
  return siteMenuItems(items, { ...data, hasOffers })
}

/**
 * The site's header and footer as visitors see them. The menus and what fills them are kept a few
 * seconds per app server like the rest of the site's content (the body types in stock move at most
 * that late); whether the site has live offers is decided at each render.
 */
export async function loadSiteMenus(site: ResolvedSite): Promise<{ header: SiteMenuItem[]; footer: SiteMenuItem[] }> {
  const menus = await cachedContent(contentCacheKeys.siteMenus(site.id), async () => {
    const [header, footer] = await Promise.all([getMenu(site.id, 'header'), getMenu(site.id, 'footer')])
    const items = [...header, ...footer]
    return { header, footer, fill: await fillData(site, items), wantsOffers: wantsOffers(items) }
  })
  // Read at each render (the promos are in memory): an offer's start or end shows in the menus at once.
  const data = { ...menus.fill, hasOffers: menus.wantsOffers && (await siteHasLiveOffers(site)) }
  return { header: siteMenuItems(menus.header, data), footer: siteMenuItems(menus.footer, data) }
}
