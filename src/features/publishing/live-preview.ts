import type { PayloadRequest } from 'payload'

import type { SiteMenuItem } from '@/domain/site-menus'
import { resolveSiteMenu } from '@/features/navigation'
import { offerCard, type OfferCard } from '@/features/offers'
import type { Page } from '@/payload-types'
import { LIVE_PREVIEW_COLLECTIONS, readLivePreviewGrant, signLivePreviewGrant, type LivePreviewGrant } from '@/platform/live-preview-token'
import { getPayloadClient } from '@/platform/payload'
import { relationId } from '@/platform/relation'
import type { ResolvedSite } from '@/platform/sites'

import { adminOriginOf, siteOriginForEditor } from './site-address'

/**
 * The address the admin's live preview frames for a document: /preview on the site's own host, with a
 * token for this document that this admin origin may frame. Empty (no preview) before the first save.
 */
export async function livePreviewUrl({
  req,
  collection,
  data,
}: {
  req: PayloadRequest
  collection: string | undefined
  data: Record<string, unknown>
}): Promise<string> {
  const siteId = relationId(data.site as number | { id: number } | null | undefined)
  const id = typeof data.id === 'number' ? data.id : Number(data.id)
  if (!LIVE_PREVIEW_COLLECTIONS.includes(collection as LivePreviewGrant['collection']) || siteId === null || !Number.isInteger(id)) return ''
  const origin = await siteOriginForEditor(req, siteId)
  if (!origin) return ''
  const token = signLivePreviewGrant({ collection: collection as LivePreviewGrant['collection'], id, siteId, adminOrigin: adminOriginOf(req) })
  return `${origin}/preview?token=${encodeURIComponent(token)}`
}

export type LivePreview =
  | { kind: 'page'; adminOrigin: string; page: Page }
  | { kind: 'promo'; adminOrigin: string; offer: OfferCard; title: string }
  | { kind: 'menu'; adminOrigin: string; placement: 'header' | 'footer'; items: SiteMenuItem[] }

/**
 * The latest draft of the document a preview token names, as this site shows it; null when the token
 * is not good for this site (forged, expired, or another dealer's document).
 */
export async function loadLivePreview(site: ResolvedSite, token: string | undefined): Promise<LivePreview | null> {
  const grant = readLivePreviewGrant(token)
  if (!grant || grant.siteId !== site.id) return null
  const payload = await getPayloadClient()
  const doc = await payload.findByID({ collection: grant.collection, id: grant.id, draft: true, depth: 2, overrideAccess: true, disableErrors: true })
  if (!doc || relationId(doc.site as number | { id: number } | null | undefined) !== site.id) return null
  const { adminOrigin } = grant
  if (grant.collection === 'pages') return { kind: 'page', adminOrigin, page: doc as Page }
  if ('placement' in doc) return { kind: 'menu', adminOrigin, placement: doc.placement, items: await resolveSiteMenu(site, doc.items ?? []) }
  if ('content' in doc) return { kind: 'promo', adminOrigin, offer: offerCard(doc), title: doc.title }
  return null
}
