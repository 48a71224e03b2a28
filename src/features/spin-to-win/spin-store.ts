import { randomInt } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, RequiredDataFromCollectionSlug } from 'payload'

import { drawPrize, SPIN_CLAIM_PREFIX } from '@/domain/spin-to-win'
import { isPayloadValidationError } from '@/platform/error-code'
import { withPayloadTransaction } from '@/platform/payload-transaction'
import { spokenReference } from '@/platform/secrets'

import { countPrizeWins, findShopperSpin, findSpinCampaign, type LiveSpinCampaign, type StoredSpin } from './campaigns'

/**
 * A shopper's one spin of a campaign (issue 22), in one transaction:
 * 1. a lock on the campaign (pg_advisory_xact_lock): the campaign's spins take turns, so the prizes
 *    won so far, counted next, cannot change until this spin commits;
 * 2. the shopper's earlier spin, if any, is the answer (a second spin never draws again);
 * 3. the draw over the segments still in stock (crypto.randomInt; src/domain/spin-to-win.ts);
 * 4. the spin row (the unique index on campaign and customer holds even without the lock), and for a
 *    prize its lead, whose queued deliveries carry the shopper's prize email with the claim code.
 * A stock-limited prize is counted from the spins themselves, so it is won at most its limit however
 * many shoppers spin at once, and an editor saving the campaign never resets the count.
 */
export type SpinOutcome =
  { ok: true; alreadySpun: boolean; campaign: LiveSpinCampaign; spin: StoredSpin; leadId: number | null } | { ok: false; reason: 'not-live' | 'nothing-left' }

export interface SpinContact {
  customerId: number
  firstName: string
  lastName: string | null
  email: string
  phone: string
  postcode: string | null
}

export interface SpinRequest {
  siteId: number
  campaignId: number
  shopper: SpinContact
  /** The prize's lead, without its site, form and the prize (added here). */
  lead: Omit<RequiredDataFromCollectionSlug<'leads'>, 'site' | 'form' | 'firstName' | 'email' | 'phone'>
  now?: Date
  /** A number in [0, 1); tests pass their own. */
  random?: () => number
}

// 48 bits from the operating system's generator: the draw's error is under one in 10^8 for any weights the admin allows.
const secureRandom = () => randomInt(0, 2 ** 48 - 1) / 2 ** 48

export async function spinTheWheel(payload: Payload, input: SpinRequest): Promise<SpinOutcome> {
  const now = input.now ?? new Date()
  for (let attempt = 0; ; attempt++) {
    try {
      return await withPayloadTransaction(payload, async (req, executor): Promise<SpinOutcome> => {
        await executor.execute(sql`SELECT pg_advisory_xact_lock(hashtext('spin-campaign'), ${input.campaignId}::int)`)
        const campaign = await findSpinCampaign(payload, input.siteId, input.campaignId, now, req)
        if (!campaign) return { ok: false, reason: 'not-live' }
        const earlier = await findShopperSpin(payload, campaign.id, input.shopper.customerId, req)
        if (earlier) return { ok: true, alreadySpun: true, campaign, spin: earlier, leadId: null }
        const index = drawPrize(campaign.prizes, await countPrizeWins(executor, campaign.id), (input.random ?? secureRandom)())
        if (index === null) return { ok: false, reason: 'nothing-left' }
        const prize = campaign.prizes[index]!
        const won = !prize.noPrize
        const claimCode = won ? spokenReference(SPIN_CLAIM_PREFIX) : null
        const spin = await payload.create({
          collection: 'spins',
          overrideAccess: true,
          req,
          data: {
            site: input.siteId,
            campaign: campaign.id,
            customer: input.shopper.customerId,
            prizeId: prize.id,
            prizeLabel: prize.label,
            prizeDescription: prize.description ?? null,
            won,
            claimCode,
          },
        })
        let leadId: number | null = null
        if (won) {
          const { firstName, lastName, email, phone, postcode } = input.shopper
          const lead = await payload.create({
            collection: 'leads',
            overrideAccess: true,
            req,
            data: {
              ...input.lead,
              site: input.siteId,
              form: 'spin-to-win',
              firstName,
              lastName,
              email,
              phone,
              postcode,
              category: 'Spin to win',
              subcategory: prize.label,
              message: `Won "${prize.label}" in ${campaign.title}. Claim code ${claimCode}.`,
            },
          })
          await payload.db.updateOne({ collection: 'spins', id: spin.id, data: { lead: lead.id }, req })
          leadId = lead.id
        }
        return {
          ok: true,
          alreadySpun: false,
          campaign,
          spin: { prizeId: prize.id, label: prize.label, description: prize.description ?? null, won, claimCode },
          leadId,
        }
      })
    } catch (error) {
      if (!isPayloadValidationError(error)) throw error
      // The unique index: this shopper's other spin committed first (without the lock's help), so it is the answer.
      const campaign = await findSpinCampaign(payload, input.siteId, input.campaignId, now)
      const earlier = campaign ? await findShopperSpin(payload, campaign.id, input.shopper.customerId) : null
      if (campaign && earlier) return { ok: true, alreadySpun: true, campaign, spin: earlier, leadId: null }
      // Else a claim code drawn twice (one in 34 billion): spin again.
      if (attempt >= 2) throw error
    }
  }
}
