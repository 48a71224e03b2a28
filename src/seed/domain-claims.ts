import type { Payload, PayloadRequest } from 'payload'

import { domainKey, domainTakenMessage } from '../domain/site-host'
import { otherSiteOnDomain } from '../platform/site-domains'
import { SeedFileError } from './load-seed-file'
import type { SiteFile } from './seed-site'

/**
 * Domains two files of one run both claim (with or without "www."). The later file is refused, naming
 * the earlier one: a host leads to one site.
 */
export function domainsClaimedTwice(sites: readonly SiteFile[]): SeedFileError | null {
  const claimed = new Map<string, SiteFile>()
  for (const loaded of sites) {
    const problems = loaded.seed.site.domains.flatMap((domain, i) => {
      const earlier = claimed.get(domainKey(domain))
      if (!earlier) return []
      const other = earlier.seed.site
      return [
        {
          path: `site.domains[${i}]`,
          message: `${domain} is also claimed by ${other.name} (site ${other.slug}) in ${earlier.file}. A domain can lead to one site only: keep it in one of the two files.`,
        },
      ]
    })
    if (problems.length) return new SeedFileError(loaded.file, problems)
    for (const domain of loaded.seed.site.domains) claimed.set(domainKey(domain), loaded)
  }
  return null
}

/** Refuses, before anything is written, a domain another stored site answers on or another file of the run claims. */
export async function checkDomainClaims(payload: Payload, req: PayloadRequest, sites: readonly SiteFile[]) {
  for (const { file, seed } of sites) {
    for (const [i, domain] of seed.site.domains.entries()) {
      const holder = await otherSiteOnDomain(payload, domain, { slug: seed.site.slug }, req)
      if (holder) throw new SeedFileError(file, [{ path: `site.domains[${i}]`, message: domainTakenMessage(domain, holder) }])
    }
  }
  const clash = domainsClaimedTwice(sites)
  if (clash) throw clash
}
