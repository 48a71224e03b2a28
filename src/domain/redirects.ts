/**
 * A site's redirects (Content → Redirects): an old address that answers 301 or 302 with a new one.
 * Paths are compared as the shopper's address shows them, without a trailing slash or query; the
 * query the shopper came with goes along to the new address.
 */
export type RedirectRule = { from: string; to: string; permanent: boolean }

/** A stored redirect as the redirects plugin keeps it (collections/Redirects.ts): to a page of the site, or to any address. */
export type StoredRedirect = {
  id?: number
  from: string
  type?: string | null
  to?: { type?: string | null; reference?: PageReference | null; url?: string | null } | null
}
/** The plugin's link to a page (a polymorphic relation, with pages its only collection). */
type PageReference = { relationTo: 'pages'; value: number | { id: number; slug?: string | null } }

/** A page's address from its slug: "home" is the site's root. */
export const pagePath = (slug: string) => (slug === 'home' ? '/' : `/${slug}`)

/** The redirect as the rules below see it (`pageSlugs` names pages given by id only); null when it points at a page that is gone. */
export function redirectRuleOf(redirect: StoredRedirect, pageSlugs: ReadonlyMap<number, string>): RedirectRule | null {
  const permanent = redirect.type !== '302'
  if (redirect.to?.type === 'custom') return redirect.to.url ? { from: redirect.from, to: redirect.to.url, permanent } : null
  const value = redirect.to?.reference?.value
  const slug = typeof value === 'object' ? value.slug : pageSlugs.get(value ?? -1)
  return slug ? { from: redirect.from, to: pagePath(slug), permanent } : null
}

/** How many redirects in a row the site follows before it stops: a longer chain is a mistake, not a journey. */
export const MAX_REDIRECT_HOPS = 5

/** "/Old-Page/" and "old-page" are the same address: a leading slash, no trailing slash, no query or fragment. */
export function normalizeRedirectPath(path: string): string {
  const bare = path.trim().replace(/[?#].*$/, '')
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') || '/' : withSlash
}

const isExternal = (to: string) => /^https?:\/\//i.test(to)

/**
 * Where a shopper asking for `path` ends up: the last address of the chain of redirects starting
 * there, and whether every step was permanent (a 301 only when the whole chain is). Null when no
 * redirect starts at `path`, or when the chain comes back on itself or runs past MAX_REDIRECT_HOPS:
 * the page is then served (or is a 404) as if there were no redirect, never an endless loop.
 */
export function resolveRedirect(path: string, rules: readonly RedirectRule[]): { to: string; permanent: boolean } | null {
  const byFrom = new Map(rules.map((rule) => [normalizeRedirectPath(rule.from), rule]))
  const seen = new Set<string>()
  let at = normalizeRedirectPath(path)
  let permanent = true
  for (let hop = 0; hop <= MAX_REDIRECT_HOPS; hop += 1) {
    const rule = byFrom.get(at)
    if (!rule) return hop === 0 ? null : { to: at, permanent }
    seen.add(at)
    permanent &&= rule.permanent
    if (isExternal(rule.to)) return { to: rule.to, permanent }
    at = normalizeRedirectPath(rule.to)
    if (seen.has(at)) return null
  }
  return null
}

/**
 * The address a redirect sends the shopper to, keeping the query they came with: campaign tags
 * (utm_*, gclid) on an old address still reach the page, its analytics and the lead's attribution.
 * A parameter the target names itself keeps the target's value; the target's fragment stays.
 */
export function redirectAddress(to: string, requestSearch: string): string {
  const came = new URLSearchParams(requestSearch)
  if ([...came.keys()].length === 0) return to
  const external = isExternal(to)
  const target = new URL(to, 'http://redirect.invalid')
  for (const [key, value] of came) if (!target.searchParams.has(key)) target.searchParams.append(key, value)
  return external ? target.href : `${target.pathname}${target.search}${target.hash}`
}

/**
 * Why a new or changed redirect would make a loop with the site's others (or point at itself), for
 * the admin's message; null when it is fine.
 */
export function redirectLoopProblem(rule: RedirectRule, others: readonly RedirectRule[]): string | null {
  const from = normalizeRedirectPath(rule.from)
  if (!isExternal(rule.to) && normalizeRedirectPath(rule.to) === from) return 'This redirect points at its own address.'
  const rules = [...others.filter((other) => normalizeRedirectPath(other.from) !== from), rule]
  return resolveRedirect(from, rules) === null
    ? `This redirect would send shoppers round in a loop (or through more than ${MAX_REDIRECT_HOPS} redirects) back to ${from}.`
    : null
}
