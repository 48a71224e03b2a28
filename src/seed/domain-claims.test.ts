import { describe, expect, it } from 'vitest'

import type { SiteSeed } from '../../site-seeds/schema'
import { domainsClaimedTwice } from './domain-claims'
import type { SiteFile } from './seed-site'

const siteFile = (file: string, slug: string, name: string, domains: string[]): SiteFile => ({ file, seed: { site: { slug, name, domains } } as SiteSeed })

describe('two files of one seed run claiming one domain (issue 41 item 28)', () => {
  it('refuses the later file, naming the earlier file and its site, at the JSON path of the domain', () => {
    const clash = domainsClaimedTwice([
      siteFile('site-seeds/acme-motors.json', 'acme-motors', 'Acme Motors', ['acmemotors.com.au']),
      siteFile('site-seeds/acme-used.json', 'acme-used', 'Acme Used', ['acmeused.com.au', 'acmemotors.com.au']),
    ])
    expect(clash?.file).toBe('site-seeds/acme-used.json')
    expect(clash?.problems).toEqual([
      {
        path: 'site.domains[1]',
        message:
          'acmemotors.com.au is also claimed by Acme Motors (site acme-motors) in site-seeds/acme-motors.json. A domain can lead to one site only: keep it in one of the two files.',
      },
    ])
  })

  it('treats www. and capitals as the same host, as site resolution does', () => {
    const clash = domainsClaimedTwice([siteFile('a.json', 'a', 'A', ['acmemotors.com.au']), siteFile('b.json', 'b', 'B', ['WWW.AcmeMotors.com.au'])])
    expect(clash?.problems.map((p) => p.path)).toEqual(['site.domains[0]'])
  })

  it('lets files with domains of their own through, and one file listing a domain twice', () => {
    expect(domainsClaimedTwice([siteFile('a.json', 'a', 'A', ['a.com.au', 'www.a.com.au']), siteFile('b.json', 'b', 'B', ['b.com.au'])])).toBeNull()
  })
})
