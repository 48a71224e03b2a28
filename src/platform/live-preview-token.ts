import { signValue, verifySignedValue } from './secrets'

/** The collections the admin previews live (payload.config.ts). */
export const LIVE_PREVIEW_COLLECTIONS = ['pages', 'promos', 'menus'] as const

/** What an editor previews: a page, promo or menu of one site, asked for from one admin origin. */
export type LivePreviewGrant = { collection: (typeof LIVE_PREVIEW_COLLECTIONS)[number]; id: number; siteId: number; adminOrigin: string; expiresAt: number }

const PURPOSE = 'live-preview'
/** Long enough for an editing session; the admin asks for a fresh link each time the preview opens. */
export const LIVE_PREVIEW_LIFETIME_MS = 4 * 60 * 60_000

/**
 * The preview link's token. The preview shows drafts on the site's own host, which the admin's
 * sign-in cookie does not reach (another host, often another site), so the admin signs what may be
 * shown, to whom (the admin origin that may frame it and send it saves), and until when.
 */
export function signLivePreviewGrant(grant: Omit<LivePreviewGrant, 'expiresAt'>, now = Date.now()): string {
  const payload: LivePreviewGrant = { ...grant, expiresAt: now + LIVE_PREVIEW_LIFETIME_MS }
  return signValue(PURPOSE, Buffer.from(JSON.stringify(payload)).toString('base64url'))
}

/** The grant a token carries, or null when it is forged, damaged or past its time. */
export function readLivePreviewGrant(token: string | null | undefined, now = Date.now()): LivePreviewGrant | null {
  const value = token ? verifySignedValue(PURPOSE, token) : null
  if (!value) return null
  try {
    const grant = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as LivePreviewGrant
    return grant.expiresAt > now && LIVE_PREVIEW_COLLECTIONS.includes(grant.collection) && /^https?:\/\/[^/\s'";]+$/.test(grant.adminOrigin) ? grant : null
  } catch {
    return null
  }
}
