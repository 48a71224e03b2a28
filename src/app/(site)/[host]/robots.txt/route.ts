import { siteFromParams } from '@/platform/sites'
import { getSiteOrigin } from '@/platform/site-url'

// Per site and per request: never prerendered at build time.
export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ host: string }> }

export async function GET(_request: Request, { params }: Context) {
  const site = await siteFromParams(params)
  if (!site) return new Response('Not found', { status: 404 })
  const origin = await getSiteOrigin(site)
  const body = [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /api',
    'Disallow: /print',
    'Disallow: /success',
    'Allow: /',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } })
}
