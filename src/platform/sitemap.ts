import 'server-only'

import { getPayloadClient } from './payload'

/** Paths of a site's published pages, for its sitemap. */
export async function getPublishedPagePaths(siteId: number) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { and: [{ site: { equals: siteId } }, { _status: { equals: 'published' } }] },
    select: { slug: true, updatedAt: true },
    limit: 1000,
    depth: 0,
  })
  return docs.map((page) => ({ path: page.slug === 'home' ? '/' : `/${page.slug}`, updatedAt: page.updatedAt }))
}
