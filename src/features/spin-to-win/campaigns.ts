import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { isCampaignLive, type PrizeWins, type SpinPrize } from '@/domain/spin-to-win'
import type { SqlExecutor } from '@/platform/payload-transaction'
import type { Spin, SpinCampaign } from '../../payload-types'

/** A campaign as the wheel, the draw and the page read it. */
export interface LiveSpinCampaign {
  id: number
  title: string
  intro: string | null
  endsAt: string | null
  terms: string
  prizes: SpinPrize[]
}

/** A shopper's spin as the page and the endpoint answer it. */
export interface StoredSpin {
  prizeId: string
  label: string
  description: string | null
  won: boolean
  claimCode: string | null
}

const toCampaign = (doc: SpinCampaign): LiveSpinCampaign => ({
  id: doc.id,
  title: doc.title,
  intro: doc.intro?.trim() || null,
  endsAt: doc.endsAt ?? null,
  terms: doc.terms,
  prizes: (doc.prizes ?? []).map((row, index) => ({
    id: row.id ?? `segment-${index}`,
    label: row.label,
    description: row.description ?? null,
    weight: row.weight,
    stockLimit: row.stockLimit ?? null,
    noPrize: Boolean(row.noPrize),
  })),
})

export const toStoredSpin = (doc: Pick<Spin, 'prizeId' | 'prizeLabel' | 'prizeDescription' | 'won' | 'claimCode'>): StoredSpin => ({
  prizeId: doc.prizeId,
  label: doc.prizeLabel,
  description: doc.prizeDescription?.trim() || null,
  won: Boolean(doc.won),
  claimCode: doc.claimCode ?? null,
})

/**
 * The site's live campaign (switched on, inside its dates), read fresh: the one ending soonest when
 * a dealer overlaps two. Not from the content cache: the spin must never use a campaign just switched off.
 */
export async function findLiveSpinCampaign(payload: Payload, siteId: number, now = new Date(), req?: PayloadRequest): Promise<LiveSpinCampaign | null> {
  const { docs } = await payload.find({
    collection: 'spin-campaigns',
    where: { and: [{ site: { equals: siteId } }, { active: { equals: true } }] },
    sort: 'endsAt',
    depth: 0,
    limit: 20,
    overrideAccess: true,
    req,
  })
  const live = docs.filter((doc) => isCampaignLive(doc, now))
  return live[0] ? toCampaign(live[0]) : null
}

/** The live campaign with this id on this site, or null (unknown, another dealer's, or not live). */
export async function findSpinCampaign(
  payload: Payload,
  siteId: number,
  campaignId: number,
  now = new Date(),
  req?: PayloadRequest,
): Promise<LiveSpinCampaign | null> {
  const { docs } = await payload.find({
    collection: 'spin-campaigns',
    where: { and: [{ id: { equals: campaignId } }, { site: { equals: siteId } }] },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req,
  })
  const doc = docs[0]
  return doc && isCampaignLive(doc, now) ? toCampaign(doc) : null
}

/** The shopper's spin in a campaign, or null before they spin. */
export async function findShopperSpin(payload: Payload, campaignId: number, customerId: number, req?: PayloadRequest): Promise<StoredSpin | null> {
  const { docs } = await payload.find({
    collection: 'spins',
    where: { and: [{ campaign: { equals: campaignId } }, { customer: { equals: customerId } }] },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req,
  })
  return docs[0] ? toStoredSpin(docs[0]) : null
}

/** Prizes won so far in a campaign, by segment id (what the stock limits count against). */
export async function countPrizeWins(executor: SqlExecutor, campaignId: number): Promise<PrizeWins> {
  const { rows } = await executor.execute(sql`SELECT prize_id, count(*)::int AS wins FROM spins WHERE campaign_id = ${campaignId} AND won GROUP BY prize_id`)
  return Object.fromEntries(rows.map((row) => [String(row.prize_id), Number(row.wins)]))
}
