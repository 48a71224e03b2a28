import type { PayloadRequest } from 'payload'

/** Hosts an editor runs the platform on locally: each site then answers on {slug}.localhost (src/proxy.ts). */
const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\]|[a-z0-9-]+\.localhost)$/i

/**
 * The address of a site as the editor's browser can reach it from the admin: on a local or demo
 * server, {slug}.localhost on the admin's own port; in production the site's first domain. Used for
 * live preview and the search-result preview, so both show the site on its own host.
 */
export async function siteOriginForEditor(req: PayloadRequest, siteId: number | string): Promise<string | null> {
  const site = await req.payload.findByID({ collection: 'sites', id: siteId, depth: 0, overrideAccess: true, req, disableErrors: true })
  if (!site) return null
  const adminHost = req.headers.get('x-forwarded-host') ?? req.headers.get('host') ?? 'localhost'
  const [hostname, port] = adminHost.split(':') as [string, string | undefined]
  if (LOCAL_HOST.test(hostname)) return `http://${site.slug}.localhost${port ? `:${port}` : ''}`
  const domain = site.domains?.[0]?.domain
  return domain ? `https://${domain}` : `https://${adminHost}`
}
