import { describe, expect, it } from 'vitest'

import { LIVE_PREVIEW_LIFETIME_MS, readLivePreviewGrant, signLivePreviewGrant } from './live-preview-token'

const grant = { collection: 'pages' as const, id: 42, siteId: 7, adminOrigin: 'http://localhost:3000' }

describe("live preview links (issue 23: preview on the site's own host, where the admin cookie does not reach)", () => {
  it('carries what may be previewed, by which admin, until its time', () => {
    const now = Date.UTC(2026, 10, 26)
    const token = signLivePreviewGrant(grant, now)
    expect(readLivePreviewGrant(token, now + 1000)).toEqual({ ...grant, expiresAt: now + LIVE_PREVIEW_LIFETIME_MS })
    expect(readLivePreviewGrant(token, now + LIVE_PREVIEW_LIFETIME_MS)).toBeNull()
  })

  it('refuses a token changed to name another site or document, and nonsense', () => {
    const token = signLivePreviewGrant(grant)
    const [value, signature] = token.split('.') as [string, string]
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(value, 'base64url').toString()), siteId: 8 })).toString('base64url')
    expect(readLivePreviewGrant(`${forged}.${signature}`)).toBeNull()
    expect(readLivePreviewGrant('not-a-token')).toBeNull()
    expect(readLivePreviewGrant(undefined)).toBeNull()
  })

  it('never lets an origin through that could break out of the frame-ancestors directive', () => {
    expect(readLivePreviewGrant(signLivePreviewGrant({ ...grant, adminOrigin: "http://evil.test; script-src 'unsafe-inline'" }))).toBeNull()
  })
})
