import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { databasePoolOf } from '../../src/platform/database'
import { runSeed } from '../../src/seed/run-seed'
import { getTestPayload } from '../helpers/payload'
import { demoSeedFiles } from '../helpers/seed'

// The offline mailbox (no SMTP_URL) in a folder of this test's own, set before src/platform/env loads.
vi.hoisted(() => {
  process.env.MAILBOX_DIR = `${process.env.TMPDIR ?? '/tmp'}/spin-to-win-mailbox-${process.pid}-${Date.now()}`
  delete process.env.SMTP_URL
})

const { spinTheWheel } = await import('../../src/features/spin-to-win')

/**
 * Issue 22 spin-to-win: "one spin per signed-in shopper per campaign, the prize emailed, fair odds
 * enforced on the server", under the races a busy campaign sees.
 */
const SITE = 'ridgeline-toyota'
let payload: Payload
let pool: Pool
let siteId: number
let shopperNumber = 0

async function newShopper() {
  shopperNumber += 1
  const email = `spinner-${process.pid}-${shopperNumber}@spin-int.example`
  const customer = await payload.create({
    collection: 'customers',
    data: { site: siteId, email, firstName: 'Spin', lastName: `Tester ${shopperNumber}`, phone: '0412 345 678', postcode: '2800' },
    overrideAccess: true,
    depth: 0,
  })
  return { customerId: customer.id, firstName: 'Spin', lastName: `Tester ${shopperNumber}`, email, phone: '0412 345 678', postcode: '2800' }
}

/** Prize ids are the prize rows' primary keys across every campaign (as Payload stores array rows), so each is unique to its test and run. */
const prizeId = (name: string) => `${name}-${process.pid}`

async function newCampaign(prizes: Array<{ id: string; label: string; weight: number; stockLimit?: number; noPrize?: boolean }>) {
  const campaign = await payload.create({
    collection: 'spin-campaigns',
    data: { site: siteId, title: `Int campaign ${Date.now()}-${Math.random()}`, active: true, prizes, terms: 'Test terms.' },
    overrideAccess: true,
    depth: 0,
  })
  return campaign.id
}

const spin = (campaignId: number, shopper: Awaited<ReturnType<typeof newShopper>>, random?: () => number) =>
  spinTheWheel(payload, { siteId, campaignId, shopper, lead: { source: 'Website', customer: shopper.customerId }, random })

beforeAll(async () => {
  payload = await getTestPayload()
  await runSeed(payload, demoSeedFiles())
  pool = databasePoolOf(payload)
  siteId = (await payload.find({ collection: 'sites', where: { slug: { equals: SITE } }, overrideAccess: true, depth: 0 })).docs[0]!.id
})

describe('spin to win (issue 22)', () => {
  it('one shopper spinning five times at once gets one draw: every answer is the same spin, one row, one lead', async () => {
    const campaignId = await newCampaign([
      { id: prizeId('t1-voucher'), label: 'Voucher', weight: 1 },
      { id: prizeId('t1-gear'), label: 'Gear pack', weight: 1 },
    ])
    const shopper = await newShopper()
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => spin(campaignId, shopper)))
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true)
    const spins = outcomes.flatMap((outcome) => (outcome.ok ? [outcome] : []))
    expect(spins.filter((outcome) => !outcome.alreadySpun)).toHaveLength(1)
    expect(new Set(spins.map((outcome) => `${outcome.spin.prizeId}:${outcome.spin.claimCode}`)).size).toBe(1)
    const { rows } = await pool.query('SELECT count(*)::int AS n, count(lead_id)::int AS leads FROM spins WHERE campaign_id = $1', [campaignId])
    expect(rows[0]).toEqual({ n: 1, leads: 1 })
  })

  it('a later spin by the same shopper answers the stored result (alreadySpun), never a second draw', async () => {
    const campaignId = await newCampaign([
      { id: prizeId('t2-a'), label: 'A', weight: 1 },
      { id: prizeId('t2-b'), label: 'B', weight: 1 },
    ])
    const shopper = await newShopper()
    const first = await spin(campaignId, shopper, () => 0)
    const second = await spin(campaignId, shopper, () => 0.99)
    expect(first).toMatchObject({ ok: true, alreadySpun: false, spin: { prizeId: prizeId('t2-a') } })
    expect(second).toMatchObject({ ok: true, alreadySpun: true, spin: { prizeId: prizeId('t2-a'), claimCode: first.ok ? first.spin.claimCode : null } })
  })

  it('a prize with stock 1 is won once however many shoppers spin at once; the rest land elsewhere', async () => {
    // The one prize has nearly all the weight: without the stock rule every shopper would win it.
    const campaignId = await newCampaign([
      { id: prizeId('t3-caravan-service'), label: 'Free pre-trip service', weight: 1_000_000, stockLimit: 1 },
      { id: prizeId('t3-better-luck'), label: 'Better luck next time', weight: 1, noPrize: true },
    ])
    const shoppers = await Promise.all(Array.from({ length: 8 }, () => newShopper()))
    const outcomes = await Promise.all(shoppers.map((shopper) => spin(campaignId, shopper)))
    const won = outcomes.filter((outcome) => outcome.ok && outcome.spin.prizeId === prizeId('t3-caravan-service'))
    expect(won).toHaveLength(1)
    expect(outcomes.filter((outcome) => outcome.ok && outcome.spin.prizeId === prizeId('t3-better-luck'))).toHaveLength(7)
    const { rows } = await pool.query('SELECT count(*)::int AS n FROM spins WHERE campaign_id = $1 AND prize_id = $2', [
      campaignId,
      prizeId('t3-caravan-service'),
    ])
    expect(rows[0].n).toBe(1)
  })

  it('a prize won is a Spin to Win lead with the shopper\'s prize email queued once; "no prize" makes no lead', async () => {
    const campaignId = await newCampaign([
      { id: prizeId('t4-gear'), label: 'Interior and exterior detail', weight: 1 },
      { id: prizeId('t4-none'), label: 'Better luck next time', weight: 1, noPrize: true },
    ])
    const winner = await newShopper()
    const outcome = await spin(campaignId, winner, () => 0)
    if (!outcome.ok || outcome.leadId === null) throw new Error('expected a prize and its lead')
    await Promise.all([spin(campaignId, winner), spin(campaignId, winner)])
    const lead = await payload.findByID({ collection: 'leads', id: outcome.leadId, overrideAccess: true, depth: 0 })
    expect(lead).toMatchObject({ form: 'spin-to-win', email: winner.email, subcategory: 'Interior and exterior detail' })
    expect(lead.message).toContain(outcome.spin.claimCode!)
    const { rows } = await pool.query("SELECT count(*)::int AS n FROM lead_deliveries WHERE lead_id = $1 AND channel = 'shopper-email' AND target = $2", [
      outcome.leadId,
      winner.email,
    ])
    expect(rows[0].n).toBe(1)

    const loser = await newShopper()
    const missed = await spin(campaignId, loser, () => 0.99)
    expect(missed).toMatchObject({ ok: true, leadId: null, spin: { won: false, claimCode: null } })
  })

  it('a campaign switched off takes no spins; one with nothing left to land says so', async () => {
    const off = await newCampaign([
      { id: prizeId('t5-a'), label: 'A', weight: 1 },
      { id: prizeId('t5-b'), label: 'B', weight: 1 },
    ])
    await payload.update({ collection: 'spin-campaigns', id: off, data: { active: false }, overrideAccess: true })
    expect(await spin(off, await newShopper())).toEqual({ ok: false, reason: 'not-live' })

    const gone = await newCampaign([
      { id: prizeId('t5-c'), label: 'A', weight: 1, stockLimit: 1 },
      { id: prizeId('t5-d'), label: 'B', weight: 0 },
    ])
    await spin(gone, await newShopper())
    expect(await spin(gone, await newShopper())).toEqual({ ok: false, reason: 'nothing-left' })
  })
})
