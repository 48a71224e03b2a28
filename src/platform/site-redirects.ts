import { redirectRuleOf, resolveRedirect, type RedirectRule } from '@/domain/redirects'
import { contentCacheKeys } from './cache-keys'
import { cachedContent } from './content-cache'
import { proxyDatabase } from './proxy-site-settings'

/** Where a shopper is sent instead, with the status the marketer chose: 301 moved for good, 302 for a while. */
export type SiteRedirect = { to: string; status: 301 | 302 }

/**
 * The site's redirects (Content → Redirects, the redirects plugin's collection) as rules. The proxy
 * runs outside Payload, so it reads the plugin's tables itself: a redirect to a page goes to the page's
 * published address (the main table holds the published version; a draft's new slug is in versions).
 */
async function loadRedirectRules(siteId: number): Promise<RedirectRule[]> {
  const { rows } = await proxyDatabase().query<{
    from: string
    type: string
    to_type: string | null
    to_url: string | null
    page_id: number | null
    page_slug: string | null
  }>(
    `SELECT r."from", r.type, r.to_type, r.to_url, p.id AS page_id, p.slug AS page_slug
       FROM redirects r
       LEFT JOIN redirects_rels rel ON rel.parent_id = r.id AND rel.path = 'to.reference'
       LEFT JOIN pages p ON p.id = rel.pages_id
      WHERE r.site_id = $1`,
    [siteId],
  )
  return rows
    .map((row) =>
      redirectRuleOf(
        {
          from: row.from,
          type: row.type,
          to: {
            type: row.to_type,
            url: row.to_url,
            reference: row.page_id === null ? null : { relationTo: 'pages', value: { id: row.page_id, slug: row.page_slug } },
          },
        },
        new Map(),
      ),
    )
    .filter((rule): rule is RedirectRule => rule !== null)
}

/**
 * Where a shopper asking for `path` on the site is sent instead (a redirect, or a chain of them,
 * loop-guarded), or null. The proxy answers it before any page, with the exact status: Next's
 * redirect() in a page can only answer 307 or 308 (issue 41). Kept like other site content; a save of
 * a redirect clears the site's copy. Unreadable, there is no redirect: the page answers, and says
 * itself when the database is away.
 */
export async function siteRedirect(siteId: number, path: string): Promise<SiteRedirect | null> {
  let rules: RedirectRule[]
  try {
    rules = await cachedContent(contentCacheKeys.redirects(siteId), () => loadRedirectRules(siteId))
  } catch (error) {
    console.error(`Could not read site ${siteId}'s redirects; its pages answer without them.`, error)
    return null
  }
  const found = resolveRedirect(path, rules)
  return found && { to: found.to, status: found.permanent ? 301 : 302 }
}
