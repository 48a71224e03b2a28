import type { PayloadRequest } from 'payload'

/** Hosts an editor runs the platform on locally: each site then answers on {slug}.localhost (src/proxy.ts). */
const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\]|[a-z0-9-]+\.localhost)$/i

const adminHostOf = (req: Pick<PayloadRequest, 'headers'>) => req.headers.get('x-forwarded-host') ?? req.headers.get('host') ?? 'localhost'
const isLocal = (host: string) => LOCAL_HOST.test(host.split(':')[0]!)

/** The admin's own origin as the editor's browser sees it (behind a proxy, its forwarded host and scheme). */
export function adminOriginOf(req: Pick<PayloadRequest, 'headers'>): string {
  const host = adminHostOf(req)
  return `${req.headers.get('x-forwarded-proto') ?? (isLocal(host) ? 'http' : 'https')}://${host}`
}

/**
 * The address of a site as the editor's browser can reach it from the admin: on a local or demo
 * server, {slug}.localhost on the admin's own port; in production the site's first domain. Used for
 * live preview and the search-result preview, so both show the site on its own host.
 */
export async function siteOriginForEditor(req: PayloadRequest, siteId: number | string): Promise<string | null> {
  const site = await req.payload.findByID({ collection: 'sites', id: siteId, depth: 0, overrideAccess: true, req, disableErrors: true })
  if (!site) return null
  const adminHost = adminHostOf(req)
  const port = adminHost.split(':')[1]
  if (isLocal(adminHost)) return `http://${site.slug}.localhost${port ? `:${port}` : ''}`
  const domain = site.domains?.[0]?.domain
  return domain ? `https://${domain}` : `https://${adminHost}`
}
