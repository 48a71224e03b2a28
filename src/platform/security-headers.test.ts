import { describe, expect, it } from 'vitest'

import { newNonce, shopperContentSecurityPolicy } from './security-headers'

const directive = (policy: string, name: string) => policy.split('; ').find((entry) => entry.startsWith(`${name} `))

describe('shopper page Content-Security-Policy (issue 16 item 11)', () => {
  const base = { nonce: 'abc123', frameAncestors: [], connectOrigins: [], https: false }

  it('runs only scripts carrying the response nonce and what they load', () => {
    expect(directive(shopperContentSecurityPolicy(base), 'script-src')).toBe("script-src 'self' 'nonce-abc123' 'strict-dynamic'")
    expect(directive(shopperContentSecurityPolicy(base), 'object-src')).toBe("object-src 'none'")
  })

  it('lets only the site itself frame a page unless the site names other origins', () => {
    expect(directive(shopperContentSecurityPolicy(base), 'frame-ancestors')).toBe("frame-ancestors 'self'")
    expect(directive(shopperContentSecurityPolicy({ ...base, frameAncestors: ['https://www.toyota.com.au'] }), 'frame-ancestors')).toBe(
      "frame-ancestors 'self' https://www.toyota.com.au",
    )
  })

  it('upgrades insecure requests only over HTTPS, and allows configured outside services to be fetched', () => {
    expect(shopperContentSecurityPolicy(base)).not.toContain('upgrade-insecure-requests')
    const policy = shopperContentSecurityPolicy({ ...base, https: true, connectOrigins: ['https://tiles.example.com'] })
    expect(policy).toContain('upgrade-insecure-requests')
    expect(directive(policy, 'connect-src')).toContain('https://tiles.example.com')
  })

  it('makes a new unguessable nonce each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce))
    expect(nonces.size).toBe(50)
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
  })
})
