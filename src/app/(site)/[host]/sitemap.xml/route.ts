import { getModels, getVisibleLocations } from '@/platform/content'
import { getPublishedPagePaths } from '@/platform/sitemap'
import { siteFromParams } from '@/platform/sites'
import { getSiteOrigin } from '@/platform/site-url'

// Per site and per request: never prerendered at build time.
export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ host: string }> }

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** The site's published pages, its location pages, its model pages and the offers page (vehicle pages are not listed yet). */
export async function GET(_request: Request, { params }: Context) {
  const site = await siteFromParams(params)
  if (!site) return new Response('Not found', { status: 404 })
  const origin = await getSiteOrigin(site)
  const [pages, locations, models] = await Promise.all([getPublishedPagePaths(site.id), getVisibleLocations(site.id), getModels(site.id)])
  const newest = (dates: readonly string[]) => dates.reduce((latest, date) => (date > latest ? date : latest), site.updatedAt)
  const entries = [
    ...pages,
    ...locations.map((location) => ({ path: `/locations/${location.slug}`, updatedAt: location.updatedAt })),
    ...(models.length > 0 ? [{ path: '/models', updatedAt: newest(models.map((model) => model.updatedAt)) }] : []),
    ...models.map((model) => ({ path: `/models/${model.slug}`, updatedAt: model.updatedAt })),
    { path: '/special-offers', updatedAt: site.updatedAt },
  ]
  const urls = entries.map(
    ({ path, updatedAt }) => `  <url><loc>${escapeXml(`${origin}${path === '/' ? '' : path}`)}</loc><lastmod>${updatedAt.slice(0, 10)}</lastmod></url>`,
  )
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8' } })
}
