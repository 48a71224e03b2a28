import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { SiteSeed } from '../../site-seeds/schema'
import { SeedFileError } from '../../src/seed/load-seed-file'
import { runSeed } from '../../src/seed/run-seed'
import { getTestPayload } from '../helpers/payload'
import { demoSeedFiles, SEED_DIR } from '../helpers/seed'

const COLLECTIONS: CollectionSlug[] = ['sites', 'dealerships', 'locations', 'manufacturers', 'models', 'promos', 'brand-directories', 'menus', 'legal-texts', 'pages', 'users']

async function snapshot(payload: Payload) {
  const out: Record<string, { count: number; lastUpdate: string | null }> = {}
  for (const collection of COLLECTIONS) {
    const { docs, totalDocs } = await payload.find({ collection, sort: '-updatedAt', limit: 1, depth: 0, overrideAccess: true })
    out[collection] = { count: totalDocs, lastUpdate: (docs[0] as { updatedAt?: string } | undefined)?.updatedAt ?? null }
  }
  return out
}

const writeTempSeed = (name: string, edit: (seed: SiteSeed) => void) => {
  const seed = JSON.parse(readFileSync(path.join(SEED_DIR, 'harbour-city-auto.json'), 'utf8')) as SiteSeed
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
    await expect(runSeed(payload, [file])).rejects.toThrow('Unknown manufacturer "not-a-real-make"')
    expect(await payload.count({ collection: 'sites', where: { slug: { equals: 'half-written' } } })).toEqual({ totalDocs: 0 })
    expect(await snapshot(payload)).toEqual(before)
  })
})
