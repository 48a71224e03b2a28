import 'server-only'

import { garagePathOf, signInHref } from '@/domain/sign-in'
import { prizeOdds, type PrizeOdds } from '@/domain/spin-to-win'
import { accountsEnabled, currentShopper, needsDetails } from '@/features/accounts'
import { databasePoolOf } from '@/platform/database'
import { getPayloadClient } from '@/platform/payload'
import { refuseRenderCache } from '@/platform/render-cache'
import type { ResolvedSite } from '@/platform/sites'

import { findLiveSpinCampaign, findShopperSpin, type LiveSpinCampaign } from './campaigns'
import { spinAnswer, type SpinAnswer } from './spin-answer'

/** Where the shopper stands: not signed in, details missing, ready to spin, or spun (their result). */
export type SpinPlace =
  { kind: 'signed-out'; signInHref: string } | { kind: 'needs-details'; garagePath: string } | { kind: 'ready' } | { kind: 'spun'; answer: SpinAnswer }

export interface SpinToWinView {
  campaign: Pick<LiveSpinCampaign, 'id' | 'title' | 'intro' | 'terms' | 'endsAt'>
  labels: string[]
  odds: PrizeOdds[]
  place: SpinPlace
}

/** Wins per prize for the odds table, outside any transaction (a spin a moment later may change them). */
async function winsOf(campaignId: number): Promise<Record<string, number>> {
  const { rows } = await databasePoolOf(await getPayloadClient()).query<{ prize_id: string; wins: number }>(
    'SELECT prize_id, count(*)::int AS wins FROM spins WHERE campaign_id = $1 AND won GROUP BY prize_id',
    [campaignId],
  )
  return Object.fromEntries(rows.map((row) => [row.prize_id, row.wins]))
}

/**
 * The wheel on `path` (/spin-to-win or a page with the block): null unless the site has the feature,
 * shopper accounts and a live campaign. Signed out, the shopper is offered /sign-in back to `path`.
 */
export async function loadSpinToWin(site: ResolvedSite, path: string): Promise<SpinToWinView | null> {
  if (!site.featureSettings.spinToWin || !accountsEnabled(site)) return null
  // A campaign switched on or off shows at once, and the wheel is the shopper's own: never a kept page.
  await refuseRenderCache()
  const payload = await getPayloadClient()
  const campaign = await findLiveSpinCampaign(payload, site.id)
  if (!campaign) return null
  const [shopper, wins] = await Promise.all([currentShopper(site), winsOf(campaign.id)])
  const spin = shopper ? await findShopperSpin(payload, campaign.id, shopper.id) : null
  const place: SpinPlace = !shopper
    ? { kind: 'signed-out', signInHref: signInHref({ type: 'spin-to-win', redirect: path, back: '/' }) }
    : spin
      ? { kind: 'spun', answer: spinAnswer(campaign, spin, true) }
      : needsDetails(shopper)
        ? { kind: 'needs-details', garagePath: garagePathOf(site) }
        : { kind: 'ready' }
  const { id, title, intro, terms, endsAt } = campaign
  return { campaign: { id, title, intro, terms, endsAt }, labels: campaign.prizes.map((prize) => prize.label), odds: prizeOdds(campaign.prizes, wins), place }
}
