import { describe, expect, it } from 'vitest'

import { clientAddress } from './client-address'

const headers = (values: Record<string, string>) => new Headers(values)

describe('clientAddress (issue 16 item 10: rate limits trusted any X-Forwarded-For)', () => {
  it('ignores X-Forwarded-For when no proxy is trusted: a new value per request is still the same connection', () => {
    const fromPeer = (spoofed: string) => clientAddress(headers({ 'x-forwarded-for': spoofed, 'x-peer-address': '198.51.100.7' }), 0)
    expect(new Set(['1.1.1.1', '2.2.2.2', '3.3.3.3, 4.4.4.4'].map(fromPeer))).toEqual(new Set(['198.51.100.7']))
  })

  it('takes the entry written by the trusted load balancer, not the ones the client sent before it', () => {
    // The client sent "6.6.6.6"; the load balancer appended the address it saw.
    expect(clientAddress(headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9', 'x-peer-address': '10.0.0.2' }), 1)).toBe('203.0.113.9')
    // CDN then load balancer: two hops.
    expect(clientAddress(headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 172.16.0.4', 'x-peer-address': '10.0.0.2' }), 2)).toBe('203.0.113.9')
  })

  it('falls back to the connection when a trusted proxy sent no X-Forwarded-For, and to one shared bucket when nothing is known', () => {
    expect(clientAddress(headers({ 'x-peer-address': '10.0.0.2' }), 1)).toBe('10.0.0.2')
    expect(clientAddress(headers({}), 0)).toBe('unknown')
  })
})
