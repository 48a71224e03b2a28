/**
 * Which site a request's host names (DEVELOPERS.md, issue "Site resolution"): a site's own domain;
 * {slug}.localhost in development; plain localhost (or an IP) is the configured default site.
 */
export type SiteLookup = { by: 'domain'; domain: string } | { by: 'slug'; slug: string } | { by: 'default' }

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1', '0.0.0.0'])

export function normaliseHost(rawHost: string | null | undefined): string {
  const host = (rawHost ?? '').trim().toLowerCase()
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1)
  return host.replace(/:\d+$/, '').replace(/\.$/, '')
}

export function siteLookupForHost(rawHost: string | null | undefined): SiteLookup {
  const host = normaliseHost(rawHost)
  if (!host || LOCAL_HOSTS.has(host)) return { by: 'default' }
  const devMatch = /^([a-z0-9-]+)\.localhost$/.exec(host)
  if (devMatch?.[1]) return { by: 'slug', slug: devMatch[1] }
  return { by: 'domain', domain: domainKey(host) }
}

/** The host a domain answers for, as site resolution compares them: lower case, no port, no "www.". Two sites whose domains share it clash. */
export function domainKey(domain: string): string {
  return normaliseHost(domain).replace(/^www\./, '')
}

/** Domains are stored without "www."; a shopper may type either. */
export function domainCandidates(domain: string): string[] {
  return [domain, `www.${domain}`]
}

/** Why a domain cannot be added: it already leads to another site, named so the person knows where to remove it. */
export function domainTakenMessage(domain: string, holder: { name: string; slug: string }): string {
  return `${domain} already leads to ${holder.name} (site ${holder.slug}). A domain can lead to one site only: remove it from ${holder.name} first, or use this site's own domain.`
}
