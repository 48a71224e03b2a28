import { describe, expect, it } from 'vitest'

import { domainCandidates, domainKey, domainTakenMessage, normaliseHost, siteLookupForHost } from './site-host'

describe('site resolution from the request host', () => {
  it('drops the port and lower-cases', () => {
    expect(normaliseHost('Harbour.LOCALHOST:3000')).toBe('harbour.localhost')
    expect(normaliseHost('[::1]:3000')).toBe('[::1]')
  })

  it('sends plain localhost and loopback addresses to the default site', () => {
    for (const host of ['localhost:3000', '127.0.0.1', '[::1]:3000', '', null]) {
      expect(siteLookupForHost(host)).toEqual({ by: 'default' })
    }
  })

  it('picks a site by slug on {slug}.localhost', () => {
    expect(siteLookupForHost('ridgeline-toyota.localhost:3000')).toEqual({ by: 'slug', slug: 'ridgeline-toyota' })
  })

  it('looks any other host up by domain, with or without www', () => {
    expect(siteLookupForHost('www.harbourcityauto.com.au')).toEqual({ by: 'domain', domain: 'harbourcityauto.com.au' })
    expect(domainCandidates('harbourcityauto.com.au')).toEqual(['harbourcityauto.com.au', 'www.harbourcityauto.com.au'])
  })

  it('compares domains as hosts: www., capitals, a port and a trailing dot lead to the same site (issue 41 item 28)', () => {
    for (const domain of [
      'ridgelinetoyota.com.au',
      'www.ridgelinetoyota.com.au',
      'RidgelineToyota.com.au',
      'ridgelinetoyota.com.au:443',
      'ridgelinetoyota.com.au.',
    ]) {
      expect(domainKey(domain)).toBe('ridgelinetoyota.com.au')
    }
    expect(domainKey('shop.ridgelinetoyota.com.au')).toBe('shop.ridgelinetoyota.com.au')
  })

  it('a domain another site holds is refused naming that site and what to do', () => {
    expect(domainTakenMessage('ridgelinetoyota.com.au', { name: 'Ridgeline Toyota', slug: 'ridgeline-toyota' })).toBe(
      "ridgelinetoyota.com.au already leads to Ridgeline Toyota (site ridgeline-toyota). A domain can lead to one site only: remove it from Ridgeline Toyota first, or use this site's own domain.",
    )
  })
})
