import type { Payload } from 'payload'
import type { Pool } from 'pg'

import { storeWithLead, type RecordWithLead } from '@/features/leads'
import { TRADE_IN_VALUATION_STATUS_LABELS, type TradeInValuationStatus } from '@/domain/trade-in'
import { contendedLockTimeoutMs, withTransaction } from '@/platform/database'

/**
 * Trade-in valuations in PostgreSQL (issue 20). A valuation and its lead (with the lead's queued
 * deliveries) commit together, so the dealer hears of every offer made; accepting changes the offer
 * once, in one statement, and queues the dealer's CRM and staff deliveries again on the same lead.
 */
type ValuationData = RecordWithLead<'trade-in-valuations'>['record']

export interface NewTradeInValuation {
  siteId: number
  valuation: ValuationData
  lead: RecordWithLead<'trade-in-valuations'>['lead']
}

export const storeTradeInValuation = (payload: Payload, input: NewTradeInValuation) =>
  storeWithLead(payload, { collection: 'trade-in-valuations', siteId: input.siteId, referencePrefix: 'V', record: input.valuation, lead: input.lead })

export type AcceptResult = { ok: true; leadId: number; already: boolean } | { ok: false; reason: 'unknown' | 'expired' | 'no-offer' }

/**
 * Accepts an offer still valid at `now`: the status moves once even when the button is pressed twice
 * or on two servers (the second answer is `already`); the lead records offer_accepted and its CRM,
 * staff email and webhook deliveries are queued again, all in one transaction.
 */
export async function acceptTradeInOffer(pool: Pool, reference: string, now: Date = new Date()): Promise<AcceptResult> {
  const accepted = await withTransaction(
    pool,
    async (client) => {
      const { rows } = await client.query<{ lead_id: number }>(
        `UPDATE trade_in_valuations SET status = 'accepted', accepted_at = $2, updated_at = $2 WHERE reference = $1 AND status = 'offered' AND valid_until > $2 RETURNING lead_id`,
        [reference, now],
      )
      const leadId = rows[0]?.lead_id
      if (!leadId) return null
      await client.query(
        `UPDATE leads SET lead_attributes = COALESCE(lead_attributes, '{}'::jsonb) || jsonb_build_object('offer_accepted', true, 'offer_accepted_at', $2::text),
                subcategory = $3, message = concat_ws(E'\n', message, 'The customer accepted the online offer.'), delivery_status = 'pending', updated_at = now() WHERE id = $1`,
        [leadId, now.toISOString(), TRADE_IN_VALUATION_STATUS_LABELS.accepted],
      )
      // The shopper's own confirmation went out with the offer; the dealer's channels hear of the acceptance.
      await client.query(
        `INSERT INTO lead_deliveries (lead_id, site_id, channel, target, status, attempts, next_attempt_at, history)
         SELECT DISTINCT lead_id, site_id, channel, target, 'pending'::enum_lead_deliveries_status, 0, $2::timestamptz, '[]'::jsonb FROM lead_deliveries WHERE lead_id = $1 AND channel <> 'shopper-email'`,
        [leadId, now],
      )
      return leadId
    },
    { lockTimeoutMs: contendedLockTimeoutMs() },
  )
  if (accepted) return { ok: true, leadId: accepted, already: false }
  // Not accepted by this request: the transaction is over and its connection back in the pool before
  // asking why (holding it while asking the pool for another is how 20 parallel presses hung a server).
  const { rows } = await pool.query<{ status: TradeInValuationStatus; lead_id: number }>(
    'SELECT status, lead_id FROM trade_in_valuations WHERE reference = $1',
    [reference],
  )
  const found = rows[0]
  if (!found) return { ok: false, reason: 'unknown' }
  if (found.status === 'accepted') return { ok: true, leadId: found.lead_id, already: true }
  return { ok: false, reason: found.status === 'valuer' ? 'no-offer' : 'expired' }
}

/** Puts a valuation made signed-out into the shopper's garage (once it has an owner it keeps it). */
export async function claimTradeInValuation(pool: Pool, reference: string, siteId: number, customerId: number): Promise<boolean> {
  const { rowCount } = await pool.query(
    'UPDATE trade_in_valuations SET customer_id = $3, updated_at = now() WHERE reference = $1 AND site_id = $2 AND (customer_id IS NULL OR customer_id = $3)',
    [reference, siteId, customerId],
  )
  return (rowCount ?? 0) > 0
}

export interface CheckoutTradeIn {
  reference: string
  carName: string
  offerLowDollars: number
  offerHighDollars: number
}

/** A valuation the checkout may count towards a car: this site's, with an online offer still standing at `now`. */
export async function standingTradeInOffer(pool: Pool, reference: string, siteId: number, now: Date = new Date()): Promise<CheckoutTradeIn | null> {
  const { rows } = await pool.query<{ reference: string; car_name: string; low: string; high: string }>(
    `SELECT reference, car_name, offer_low_dollars AS low, offer_high_dollars AS high FROM trade_in_valuations
      WHERE reference = $1 AND site_id = $2 AND status IN ('offered', 'accepted') AND valid_until > $3 AND offer_low_dollars IS NOT NULL`,
    [reference, siteId, now],
  )
  const found = rows[0]
  return found ? { reference: found.reference, carName: found.car_name, offerLowDollars: Number(found.low), offerHighDollars: Number(found.high) } : null
}
