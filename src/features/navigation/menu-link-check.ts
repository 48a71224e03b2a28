import type { PayloadRequest } from 'payload'

import type { MenuItem } from '@/domain/site-menus'
import { relationId } from '@/platform/relation'

const CHECK_TIMEOUT_MS = 5_000

/** The menu's own paths (not external links, anchors or filled items, whose links come from data). */
export function menuPaths(items: readonly MenuItem[]): string[] {
  const hrefs = items.flatMap((item) => [item.href, ...(item.fill ? [] : (item.children ?? []).map((child) => child.href))])
  return [...new Set(hrefs.filter((href) => href.startsWith('/') && !href.startsWith('//')).map((href) => href.split('#')[0]!))]
}

/**
 * What an editor sees beside a menu: the paths in it that answer 4xx or 5xx on the site, asked of
 * this very server as a shopper's request would be (the site's host named as a forwarding proxy
 * names it: fetch does not send a Host of our choosing), so any page the platform serves counts. Only for an editor in the admin (a shopper's page never waits on
 * it); a server that cannot reach itself says nothing rather than flagging good links.
 */
export async function missingMenuPages({
  req,
  data,
}: {
  req: PayloadRequest
  data: { site?: unknown; items?: MenuItem[] | null } | undefined
}): Promise<string | null> {
  const siteId = relationId(data?.site as number | { id: number } | null | undefined)
  if (!req.user || req.user.collection !== 'users' || siteId === null) return null
  const paths = menuPaths(data?.items ?? [])
  if (paths.length === 0) return null
  const site = await req.payload.findByID({ collection: 'sites', id: siteId, depth: 0, select: { slug: true } }).catch(() => null)
  const port = /:(\d+)$/.exec(req.headers.get('host') ?? '')?.[1] ?? process.env.PORT ?? '3000'
  if (!site?.slug) return null
  const answers = await Promise.all(
    paths.map(async (path) => {
      try {
        const response = await fetch(`http://127.0.0.1:${port}${path}`, {
          headers: { 'x-forwarded-host': `${site.slug}.localhost`, accept: 'text/html' },
          redirect: 'manual',
          signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
        })
        await response.body?.cancel()
        return response.status >= 400 ? `${path} (${response.status})` : null
      } catch {
        return null
      }
    }),
  )
  const missing = answers.filter((answer): answer is string => answer !== null)
  return missing.length > 0 ? missing.join('\n') : null
}
