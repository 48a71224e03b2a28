import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { MigrateUpArgs } from '@payloadcms/db-postgres'
import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { up as scopePrizeRowIds } from '../../migrations/20261128_090000_spin_prize_row_ids'
import type { SiteSeed } from '../../site-seeds/schema'
import { databasePoolOf } from '../../src/platform/database'
import { SeedFileError } from '../../src/seed/load-seed-file'
import { runSeed } from '../../src/seed/run-seed'
import { getTestPayload } from '../helpers/payload'
import { demoSeedFiles, SEED_DIR } from '../helpers/seed'

const COLLECTIONS: CollectionSlug[] = [
  'sites',
  'dealerships',
  'locations',
  'manufacturers',
  'models',
  'promos',
  'brand-directories',
  'menus',
  'legal-texts',
  'pages',
  'users',
]

async function snapshot(payload: Payload) {
  const out: Record<string, { count: number; lastUpdate: string | null }> = {}
  for (const collection of COLLECTIONS) {
    const { docs, totalDocs } = await payload.find({ collection, sort: '-updatedAt', limit: 1, depth: 0, overrideAccess: true })
    out[collection] = { count: totalDocs, lastUpdate: (docs[0] as { updatedAt?: string } | undefined)?.updatedAt ?? null }
  }
  return out
}

const writeTempSeed = (name: string, edit: (seed: SiteSeed) => void, copyOf = 'harbour-city-auto.json') => {
  const seed = JSON.parse(readFileSync(path.join(SEED_DIR, copyOf), 'utf8')) as SiteSeed
  edit(seed)
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'seed-')), name)
  writeFileSync(file, JSON.stringify(seed))
  return file
}

describe('seeding dealer sites from JSON (issue 3, spec §3)', () => {
  let payload: Payload
  beforeAll(async () => {
    payload = await getTestPayload()
    await runSeed(payload, demoSeedFiles())
  })

  it('stands up the three demo sites with their content', async () => {
    const { docs: sites } = await payload.find({ collection: 'sites', limit: 10, overrideAccess: true })
    expect(sites.map((s) => s.slug).sort()).toEqual(['harbour-city-auto', 'ridgeline-toyota', 'sunset-coast-cars-and-caravans'])
    expect(new Set(sites.map((s) => s.template))).toEqual(new Set(['classic', 'showroom']))
    const { totalDocs: makes } = await payload.count({ collection: 'manufacturers' })
    expect(makes).toBeGreaterThanOrEqual(140)
  })

  it('is idempotent: a second run writes nothing', async () => {
    const before = await snapshot(payload)
    const report = await runSeed(payload, demoSeedFiles())
    for (const [collection, tally] of Object.entries(report)) {
      expect({ collection, created: tally.created, updated: tally.updated }).toEqual({ collection, created: 0, updated: 0 })
    }
    expect(await snapshot(payload)).toEqual(before)
  })

  it('rejects an invalid file naming the file, the JSON path and the problem, and changes nothing', async () => {
    const before = await snapshot(payload)
    const file = writeTempSeed('broken-dealer.json', (seed) => {
      seed.site.slug = 'broken-dealer'
      seed.locations[0]!.address.postcode = '40A0'
      seed.locations[1]!.dealership = 'no-such-dealership'
    })
    const failure = await runSeed(payload, [...demoSeedFiles(), file]).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(SeedFileError)
    const message = (failure as Error).message
    expect(message).toContain('broken-dealer.json: locations[0].address.postcode: Invalid postcode. Please enter a 4-digit number.')
    expect(message).toContain('broken-dealer.json: locations[1].dealership: no dealership with slug "no-such-dealership" in this file')
    expect(await snapshot(payload)).toEqual(before)
  })

  it('rolls back every write when a valid-looking file fails part-way', async () => {
    const before = await snapshot(payload)
    const file = writeTempSeed('half-written.json', (seed) => {
      seed.site.slug = 'half-written'
      seed.site.domains = []
      seed.editors = []
      seed.models = [{ slug: 'phantom', name: 'Phantom', manufacturer: 'not-a-real-make' }]
    })
    await expect(runSeed(payload, [file])).rejects.toThrow(
      'half-written.json: models[0]: Unknown manufacturer "not-a-real-make": use a slug from site-seeds/manufacturers.json.',
    )
    expect(await payload.count({ collection: 'sites', where: { slug: { equals: 'half-written' } } })).toEqual({ totalDocs: 0 })
    expect(await snapshot(payload)).toEqual(before)
  })

  it('an entry Payload refuses is reported with the file and its JSON path, and changes nothing', async () => {
    const before = await snapshot(payload)
    const file = writeTempSeed('twice-monday.json', (seed) => {
      seed.site.slug = 'twice-monday'
      seed.site.domains = []
      seed.editors = []
      const hours = seed.locations[1]!.openingHours
      hours[hours.findIndex((h) => h.weekday === 0)] = { ...hours.find((h) => h.weekday === 1)! }
    })
    const failure = await runSeed(payload, [file]).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(SeedFileError)
    expect((failure as Error).message).toContain(
      'twice-monday.json: locations[1]: locations field "openingHours": Monday is listed twice. Keep one entry per weekday. Correct this entry and seed again.',
    )
    expect(await snapshot(payload)).toEqual(before)
  })
})

/** docs/sites-and-templates.md's way to stand up a site: copy a demo file, give it its own slug, name and domain. */
const copyOfRidgeline = (slug: string, edit: (seed: SiteSeed) => void = () => {}) =>
  writeTempSeed(
    `${slug}.json`,
    (seed) => {
      seed.site.slug = slug
      seed.site.name = `${slug} Motors`
      seed.site.domains = [`${slug}.com.au`]
      edit(seed)
    },
    'ridgeline-toyota.json',
  )

describe('standing up a new site from a copied seed file (issue 41 items 27 and 28)', () => {
  let payload: Payload
  const site = async (slug: string) =>
    (await payload.find({ collection: 'sites', where: { slug: { equals: slug } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]!
  const campaignOf = async (siteId: number) =>
    (await payload.find({ collection: 'spin-campaigns', where: { site: { equals: siteId } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]!
  beforeAll(async () => {
    payload = await getTestPayload()
    await runSeed(payload, demoSeedFiles())
  })

  it('a copied Ridgeline seed file with a new slug and names seeds as it is', async () => {
    const ridgeline = await campaignOf((await site('ridgeline-toyota')).id)
    const file = copyOfRidgeline('acme-motors')
    await runSeed(payload, [file])

    const acme = await site('acme-motors')
    expect(acme.domains?.map((d) => d.domain)).toEqual(['acme-motors.com.au'])
    const campaign = await campaignOf(acme.id)
    // The file's prize ids, each under its own campaign: the copy's never meet Ridgeline's.
    expect(campaign.prizes.map((prize) => prize.id)).toEqual(
      ['logbook-service', 'accessories-voucher', 'roadside-membership', 'detail-pack', 'better-luck'].map((id) => `${campaign.id}/${id}`),
    )
    expect((await campaignOf((await site('ridgeline-toyota')).id)).prizes).toEqual(ridgeline.prizes)
    for (const collection of ['dealerships', 'locations', 'pages', 'menus', 'legal-texts'] as const) {
      expect((await payload.count({ collection, where: { site: { equals: acme.id } }, overrideAccess: true })).totalDocs, collection).toBeGreaterThan(0)
    }

    const again = await runSeed(payload, [file])
    for (const [collection, tally] of Object.entries(again))
      expect({ collection, created: tally.created, updated: tally.updated }).toEqual({ collection, created: 0, updated: 0 })
  })

  it("a seed claiming another site's domain is refused naming the other site, the file and the JSON path", async () => {
    const before = await snapshot(payload)
    const file = copyOfRidgeline('acme-keeps-domain', (seed) => {
      seed.site.domains = ['acme-keeps-domain.com.au', 'www.ridgelinetoyota.com.au']
    })
    const failure = await runSeed(payload, [file]).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(SeedFileError)
    expect((failure as Error).message).toContain(
      "acme-keeps-domain.json: site.domains[1]: www.ridgelinetoyota.com.au already leads to Ridgeline Toyota (site ridgeline-toyota). A domain can lead to one site only: remove it from Ridgeline Toyota first, or use this site's own domain.",
    )
    expect(await payload.count({ collection: 'sites', where: { slug: { equals: 'acme-keeps-domain' } } })).toEqual({ totalDocs: 0 })
    expect(await snapshot(payload)).toEqual(before)
  })

  it('two new files claiming one domain are refused naming both files', async () => {
    const first = copyOfRidgeline('first-claim', (seed) => (seed.site.domains = ['shared-claim.com.au']))
    const second = copyOfRidgeline('second-claim', (seed) => (seed.site.domains = ['shared-claim.com.au']))
    await expect(runSeed(payload, [first, second])).rejects.toThrow(
      /second-claim\.json: site\.domains\[0\]: shared-claim\.com\.au is also claimed by first-claim Motors \(site first-claim\) in .*first-claim\.json/,
    )
    expect(await payload.count({ collection: 'sites', where: { slug: { in: ['first-claim', 'second-claim'] } } })).toEqual({ totalDocs: 0 })
  })

  it("a campaign seeded with the file's prize ids keeps its spins' prizes after the migration, and a re-seed finds it unchanged", async () => {
    const ridgeline = await site('ridgeline-toyota')
    const campaign = await campaignOf(ridgeline.id)
    const pool = databasePoolOf(payload)
    // How a seed before issue 41 stored it: the file's ids as row ids, and a spin that won one of them.
    await pool.query(`UPDATE spin_campaigns_prizes SET id = substr(id, length(_parent_id::text) + 2) WHERE _parent_id = $1`, [campaign.id])
    const customer = await payload.create({
      collection: 'customers',
      data: { site: ridgeline.id, email: `migrated-spinner-${process.pid}@seed-int.example` },
      overrideAccess: true,
      depth: 0,
    })
    await pool.query(
      `INSERT INTO spins (site_id, campaign_id, customer_id, prize_id, prize_label, won) VALUES ($1, $2, $3, 'logbook-service', 'Free logbook service', true)`,
      [ridgeline.id, campaign.id, customer.id],
    )

    await scopePrizeRowIds({ db: (payload.db as unknown as { drizzle: MigrateUpArgs['db'] }).drizzle, payload } as MigrateUpArgs)

    expect((await campaignOf(ridgeline.id)).prizes.map((prize) => prize.id)).toEqual(campaign.prizes.map((prize) => prize.id))
    const { rows } = await pool.query('SELECT prize_id FROM spins WHERE customer_id = $1', [customer.id])
    expect(rows).toEqual([{ prize_id: `${campaign.id}/logbook-service` }])
    const report = await runSeed(payload, [path.join(SEED_DIR, 'ridgeline-toyota.json')])
    expect(report['spin-campaigns']).toEqual({ created: 0, updated: 0, unchanged: 1 })
  })

  it('an admin save of a domain another site holds is refused beside the domain, naming that site', async () => {
    const harbour = await site('harbour-city-auto')
    const failure = await payload
      .update({
        collection: 'sites',
        id: harbour.id,
        data: { domains: [{ domain: 'harbourcityauto.com.au' }, { domain: 'www.ridgelinetoyota.com.au' }] },
        overrideAccess: true,
      })
      .catch((e: unknown) => e)
    expect((failure as { data?: { errors?: unknown } }).data?.errors).toEqual([
      expect.objectContaining({
        path: 'domains.1.domain',
        message: expect.stringContaining('www.ridgelinetoyota.com.au already leads to Ridgeline Toyota (site ridgeline-toyota)'),
      }),
    ])
    expect((await site('harbour-city-auto')).domains?.map((d) => d.domain)).toEqual(['harbourcityauto.com.au'])

    // Its own domain, saved again, and a new one of its own are accepted.
    const saved = await payload.update({
      collection: 'sites',
      id: harbour.id,
      data: { domains: [{ domain: 'harbourcityauto.com.au' }, { domain: 'harbourcityauto.net.au' }] },
      overrideAccess: true,
    })
    expect(saved.domains?.map((d) => d.domain)).toEqual(['harbourcityauto.com.au', 'harbourcityauto.net.au'])
    await payload.update({ collection: 'sites', id: harbour.id, data: { domains: [{ domain: 'harbourcityauto.com.au' }] }, overrideAccess: true })
  })
})
