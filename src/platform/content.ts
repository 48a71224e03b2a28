import 'server-only'

import type { CollectionSlug, Where } from 'payload'
import { cache, type ReactNode } from 'react'

import { isPromoLive, nextPromoChange } from '@/domain/promos'
import type { Page } from '../payload-types'
import type { LegalTextKind } from './options'
import type { PageQuery } from './page-query'
import type { ResolvedSite } from './sites'
import { contentCacheKeys } from './cache-keys'
import { cachedContent } from './content-cache'
import { getPayloadClient } from './payload'
import { keepRenderedUntil } from './render-cache'

/**
 * What renders a page's blocks (blocks/RenderBlocks). Blocks sit above the capabilities, so a
 * capability's page that shows the marketer's blocks at its address is handed this by its route.
 */
export type PageBlocksView = (props: { blocks: Page['layout']; site: ResolvedSite; searchParams?: Readonly<PageQuery> }) => ReactNode

/** Pages, promos, menus and legal texts keep drafts: shoppers see only what is published. */
const PUBLISHED: Where = { _status: { equals: 'published' } }

type Query<C extends CollectionSlug> = { collection: C; where: Where; sort?: string; limit: number; depth?: number }
type Docs<C extends CollectionSlug> = Awaited<ReturnType<typeof findDocs<C>>>

async function findDocs<C extends CollectionSlug>(query: Query<C>) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find(query)
  return docs
}

/** What `pick` takes from the query's documents, kept for a few seconds per app server under `key` (content-cache.ts). */
const findCached = <C extends CollectionSlug, T>(key: string, query: Query<C>, pick: (docs: Docs<C>) => T) =>
  cachedContent(key, async () => pick(await findDocs(query)))

/**
 * Server-side getters for a site's CMS content. Each takes the resolved site id, reads published
 * content only, and is de-duplicated within one request.
 */
export const getPublishedPage = cache((siteId: number, slug: string) =>
  findCached(
    contentCacheKeys.page(siteId, slug),
    { collection: 'pages', where: { and: [{ site: { equals: siteId } }, { slug: { equals: slug } }, PUBLISHED] }, limit: 1, depth: 2 },
    (docs) => docs[0] ?? null,
  ),
)

export const getMenu = cache((siteId: number, placement: 'header' | 'footer') =>
  findCached(
    contentCacheKeys.menu(siteId, placement),
    { collection: 'menus', where: { and: [{ site: { equals: siteId } }, { placement: { equals: placement } }, PUBLISHED] }, limit: 1, depth: 0 },
    (docs) => docs[0]?.items ?? [],
  ),
)

export const getLegalText = cache((siteId: number, kind: LegalTextKind) =>
  findCached(
    contentCacheKeys.legalText(siteId, kind),
    { collection: 'legal-texts', where: { and: [{ site: { equals: siteId } }, { kind: { equals: kind } }, PUBLISHED] }, limit: 1 },
    (docs) => docs[0] ?? null,
  ),
)

export const getVisibleLocations = cache((siteId: number, dealershipId?: number) =>
  findCached(
    contentCacheKeys.locations(siteId, dealershipId),
    {
      collection: 'locations',
      where: { and: [{ site: { equals: siteId } }, { visible: { equals: true } }, ...(dealershipId ? [{ dealership: { equals: dealershipId } }] : [])] },
      sort: 'name',
      limit: 200,
      depth: 1,
    },
    (docs) => docs,
  ),
)

export const getPromos = cache((siteId: number) =>
  findCached(
    contentCacheKeys.promos(siteId),
    { collection: 'promos', where: { and: [{ site: { equals: siteId } }, PUBLISHED] }, sort: '-start', limit: 50, depth: 1 },
    (docs) => docs,
  ),
)

/**
 * The site's promos live at `now`, for a page being rendered: the page is kept (render cache) no
 * later than the next promo start or end, so an offer shows from its first second to its last.
 */
export async function getLivePromos(siteId: number, now: Date) {
  const promos = await getPromos(siteId)
  await keepRenderedUntil(nextPromoChange(promos, now))
  return promos.filter((promo) => isPromoLive(promo, now))
}

export const getDealerships = cache((siteId: number) =>
  findCached(
    contentCacheKeys.dealerships(siteId),
    { collection: 'dealerships', where: { site: { equals: siteId } }, sort: 'name', limit: 200, depth: 0 },
    (docs) => docs,
  ),
)

/** The site's new-car models (a site has a few dozen at most), with their make; one cached read serves /models, each model page and the model API. */
export const getModels = cache((siteId: number) =>
  findCached(
    contentCacheKeys.models(siteId),
    { collection: 'models', where: { site: { equals: siteId } }, sort: 'name', limit: 200, depth: 1 },
    (docs) => docs,
  ),
)

export const getModel = cache(async (siteId: number, slug: string) => (await getModels(siteId)).find((model) => model.slug === slug) ?? null)
