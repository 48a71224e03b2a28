import { relationId } from './relation'

/**
 * Every content-cache key, in one place. Each key starts with the scope it belongs to: one site's
 * content (`site:{id}:`), or the table that maps hosts to sites (`hosts:`). A save clears only the
 * scopes it can change, so one dealer's edit never makes another dealer's pages reload.
 */
const siteScope = (siteId: number) => `site:${siteId}:`
const HOSTS_SCOPE = 'hosts:'

export const contentCacheKeys = {
  page: (siteId: number, slug: string) => `${siteScope(siteId)}page:${slug}`,
  menu: (siteId: number, placement: string) => `${siteScope(siteId)}menu:${placement}`,
  siteMenus: (siteId: number) => `${siteScope(siteId)}site-menus`,
  legalText: (siteId: number, kind: string) => `${siteScope(siteId)}legal:${kind}`,
  locations: (siteId: number, dealershipId?: number) => `${siteScope(siteId)}locations:${dealershipId ?? ''}`,
  promos: (siteId: number) => `${siteScope(siteId)}promos`,
  dealerships: (siteId: number) => `${siteScope(siteId)}dealerships`,
  models: (siteId: number) => `${siteScope(siteId)}models`,
  redirects: (siteId: number) => `${siteScope(siteId)}redirects`,
  brandDirectory: (siteId: number) => `${siteScope(siteId)}brand-directory`,
  manufacturer: (siteId: number, slug: string) => `${siteScope(siteId)}manufacturer:${slug}`,
  siteForHost: (host: string) => `${HOSTS_SCOPE}site:${host}`,
  proxySiteSettings: () => `${HOSTS_SCOPE}proxy-settings`,
}

/** What a saved or deleted document belongs to, as its collection's cache hook sees it. */
export type ContentChange =
  | { kind: 'site-content'; doc: { site?: unknown } | undefined; previousDoc?: { site?: unknown } | undefined }
  | { kind: 'site'; doc: { id?: unknown } | undefined }
  | { kind: 'platform' }

/** The sites a change can touch ('all' for platform-wide content and anything whose site is unknown). */
export function sitesChanged(change: ContentChange): number[] | 'all' {
  if (change.kind === 'platform') return 'all'
  if (change.kind === 'site') return typeof change.doc?.id === 'number' ? [change.doc.id] : 'all'
  const sites = [change.doc, change.previousDoc].filter(Boolean).map((doc) => relationId(doc?.site as number | { id: number } | null | undefined))
  if (sites.length === 0 || sites.some((site) => site === null)) return 'all'
  return [...new Set(sites as number[])]
}

/** Everything cached of one site's content: its own entries, and the host table (its domains and slug decide which host is which site). */
export const siteContentScopes = (siteId: number) => [siteScope(siteId), HOSTS_SCOPE]

/**
 * The key prefixes a change clears: a site's own content clears that site (and the site it moved
 * from); a site's settings also clear the host table; platform-wide content (manufacturers) and
 * anything whose site is unknown clear everything.
 */
export function scopesToClear(change: ContentChange): string[] | 'all' {
  const sites = sitesChanged(change)
  if (sites === 'all') return 'all'
  return change.kind === 'site' ? sites.flatMap(siteContentScopes) : sites.map(siteScope)
}
