import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createEmbeddedBackend } from '../../src/features/search/adapters/embedded/embedded-backend'
import { refreshHostedIndex } from '../../src/features/search/adapters/algolia/algolia-backend'
import type { SearchResponse, SiteStockChange, StockSearchBackend } from '../../src/features/search/port'
import { createStockSearch, type StockSearch } from '../../src/features/search/stock/stock-search'
import { stockIndexName } from '../../src/domain/stock-index'
import type { Site } from '../../src/payload-types'
import { databasePoolOf } from '../../src/platform/database'
import { runSeed } from '../../src/seed/run-seed'
import { getTestPayload } from '../helpers/payload'
import { demoSeedFiles } from '../helpers/seed'
import { feedCar } from '../helpers/stock'

/** Issue 40: synonyms a marketer saves in Sites → Search reach the site's stock search, and only that site's. */
const SITE = 'harbour-city-auto'
const OTHER = 'ridgeline-toyota'
let payload: Payload
let pool: Pool

const stockOf = (from: number) => [
  feedCar(from, {
    slug: `2022-toyota-hilux-sr5-${from}`,
    name: '2022 Toyota HiLux SR5',
    make: 'Toyota',
    model: 'HiLux',
    badge: 'SR5',
    simple_body: 'Dual Cab',
    simple_drive: '4WD',
  }),
  feedCar(from + 1, {
    slug: `2021-ford-ranger-xlt-${from + 1}`,
    name: '2021 Ford Ranger XLT',
    make: 'Ford',
    model: 'Ranger',
    badge: 'XLT',
    simple_body: 'Single Cab',
    simple_drive: 'RWD',
  }),
  feedCar(from + 2),
]
const UTES = { [SITE]: ['4001', '4002'], [OTHER]: ['5001', '5002'] }

const found = async (stock: StockSearch, siteSlug: string, query: string) => {
  const [result] = await stock.search(siteSlug, [{ type: 'default', indexName: stockIndexName(siteSlug), params: { query, hitsPerPage: 100 } }])
  return (result as SearchResponse<{ objectID: string }>).hits.map((hit) => hit.objectID).sort()
}

const siteDoc = async (slug: string): Promise<Site> => (await payload.find({ collection: 'sites', where: { slug: { equals: slug } }, limit: 1 })).docs[0]!
const saveSearch = async (slug: string, search: NonNullable<Site['search']>) =>
  payload.update({ collection: 'sites', id: (await siteDoc(slug)).id, data: { search } })

beforeAll(async () => {
  payload = await getTestPayload()
  await runSeed(payload, demoSeedFiles())
  pool = databasePoolOf(payload)
  const loader = createStockSearch({ payload, backend: createEmbeddedBackend(), freshnessMs: 0 })
  for (const [slug, from] of [
    [SITE, 4001],
    [OTHER, 5001],
  ] as const) {
    await pool.query('DELETE FROM stock_cars WHERE site_slug = $1', [slug])
    await pool.query('DELETE FROM stock_versions WHERE site_slug = $1', [slug])
    await loader.importFeed(slug, stockOf(from), 'full')
  }
})

afterAll(async () => {
  await saveSearch(SITE, { searchableFields: [], standardSynonymsOff: [], synonyms: [] })
})

describe('synonyms per site (Sites → Search)', () => {
  it('"pickup" finds the utes on every site through the standard synonyms', async () => {
    const stock = createStockSearch({ payload, backend: createEmbeddedBackend(), freshnessMs: 0 })
    expect(await found(stock, SITE, 'pickup')).toEqual(UTES[SITE])
    expect(await found(stock, OTHER, 'pickup')).toEqual(UTES[OTHER])
  })

  it("a synonym the marketer saves is in every app server's next search, without a restart, and another site is unaffected", async () => {
    const serverA = createStockSearch({ payload, backend: createEmbeddedBackend(), freshnessMs: 0 })
    const serverB = createStockSearch({ payload, backend: createEmbeddedBackend(), freshnessMs: 0 })
    expect(await found(serverA, SITE, 'tradie')).toEqual([])
    expect(await found(serverB, SITE, 'tradie')).toEqual([])

    // The marketer leaves out the standard ute synonym and adds their own: "tradie" also finds utes.
    await saveSearch(SITE, { standardSynonymsOff: ['ute'], synonyms: [{ type: 'oneWaySynonym', word: 'tradie', words: ['ute', 'utes'] }] })
    for (const server of [serverA, serverB]) {
      expect(await found(server, SITE, 'tradie')).toEqual(UTES[SITE])
      expect(await found(server, SITE, 'pickup')).toEqual([])
      expect(await found(server, OTHER, 'tradie')).toEqual([])
      expect(await found(server, OTHER, 'pickup')).toEqual(UTES[OTHER])
    }

    // And a regular synonym of their own brings "pickup" back on their site.
    await saveSearch(SITE, { standardSynonymsOff: ['ute'], synonyms: [{ type: 'synonym', words: ['pickup', 'utes'] }] })
    expect(await found(serverA, SITE, 'pickup')).toEqual(UTES[SITE])
    expect(await found(serverB, SITE, 'tradie')).toEqual([])
  })

  it('on Sunset Coast, as seeded, "van" finds the caravans and "pop top" the poptop, but no longer the people movers', async () => {
    const SUNSET = 'sunset-coast-cars-and-caravans'
    const stock = createStockSearch({ payload, backend: createEmbeddedBackend(), freshnessMs: 0 })
    await pool.query('DELETE FROM stock_cars WHERE site_slug = $1', [SUNSET])
    await pool.query('DELETE FROM stock_versions WHERE site_slug = $1', [SUNSET])
    await stock.importFeed(
      SUNSET,
      [
        feedCar(6001, {
          slug: 'jayco-journey-6001',
          name: '2019 Jayco Journey Outback',
          make: 'Jayco',
          model: 'Journey',
          item_type: 'caravan',
          simple_body: 'Caravan',
        }),
        feedCar(6002, {
          slug: 'avan-cruiser-6002',
          name: '2020 Avan Cruiser Poptop',
          make: 'Avan',
          model: 'Cruiser',
          item_type: 'caravan',
          simple_body: 'Caravan',
        }),
        feedCar(6003, { slug: 'kia-carnival-6003', name: '2021 Kia Carnival S', make: 'Kia', model: 'Carnival', simple_body: 'People Mover' }),
      ],
      'full',
    )
    expect(await found(stock, SUNSET, 'van')).toEqual(['6001', '6002'])
    expect(await found(stock, SUNSET, 'pop top')).toEqual(['6002'])
    expect(await found(stock, SUNSET, 'people mover')).toEqual(['6003'])
  })

  it('the admin refuses a row shoppers could not use, with a sentence saying what to fix', async () => {
    const refusal = (path: string, message: string) => ({ data: { errors: [expect.objectContaining({ path, message })] } })
    await expect(saveSearch(SITE, { synonyms: [{ type: 'synonym', words: ['ute'] }] })).rejects.toMatchObject(
      refusal('search.synonyms.0.words', 'List at least two words or phrases that mean the same.'),
    )
    await expect(saveSearch(SITE, { synonyms: [{ type: 'placeholder', word: 'seats', words: ['7'] }] })).rejects.toMatchObject(
      refusal('search.synonyms.0.word', 'Write the placeholder as a name in angle brackets without spaces, e.g. <seats>.'),
    )
  })

  /** App servers sharing one hosted index (here an embedded one standing in for it), recording what each publishes. */
  const hostedServers = (shared = createEmbeddedBackend()) => {
    const published: Array<{ server: string; change: SiteStockChange }> = []
    const hosted = (server: string): StockSearchBackend => {
      const publish = async (change: SiteStockChange) => {
        published.push({ server, change })
        await shared.publish(change)
      }
      return { search: (siteSlug, queries) => shared.search(siteSlug, queries), publish, refreshSite: (refresh) => refreshHostedIndex(publish, refresh) }
    }
    return {
      shared,
      published,
      serverA: createStockSearch({ payload, backend: hosted('A'), freshnessMs: 0 }),
      serverB: createStockSearch({ payload, backend: hosted('B'), freshnessMs: 0 }),
    }
  }

  it('on hosted Algolia, a synonyms edit is pushed once, by one app server, with the new synonyms', async () => {
    const { published, serverA, serverB } = hostedServers()
    // A change no server has published yet, whatever ran before in this database: the stand-in index
    // starts from it, and exists only once the first server has published it (so one after the other).
    await saveSearch(SITE, { standardSynonymsOff: [], synonyms: [{ type: 'synonym', words: ['flat deck', 'flatdeck'] }] })
    await found(serverA, SITE, 'ute')
    await found(serverB, SITE, 'ute')
    const before = published.length
    expect(before).toBe(1)

    await saveSearch(SITE, {
      standardSynonymsOff: [],
      synonyms: [
        { type: 'synonym', words: ['tray back', 'tray top'] },
        { type: 'altCorrection1', word: 'hilix', words: ['hilux'] },
      ],
    })
    await Promise.all([found(serverA, SITE, 'ute'), found(serverB, SITE, 'ute')])
    await Promise.all([found(serverA, SITE, 'hilux'), found(serverB, SITE, 'hilux')])
    const pushed = published.slice(before)
    expect(pushed).toHaveLength(1)
    expect(pushed[0]!.change.settings.synonyms).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'synonym', synonyms: ['tray back', 'tray top'] }),
        expect.objectContaining({ type: 'altCorrection1', word: 'hilix', corrections: ['hilux'] }),
        expect.objectContaining({ objectID: 'standard-ute' }),
      ]),
    )
  })

  it('after a release that changes the standard synonyms, each hosted index gets them once, without anyone saving the site', async () => {
    // What the previous release recorded: the site's save times, without this release's settings.
    await pool.query(`UPDATE stock_versions SET published_settings = split_part(published_settings, '#', 1) WHERE site_slug = $1`, [OTHER])
    const { shared, published, serverA, serverB } = hostedServers()
    // One after the other: the stand-in index exists only once the first server has published it.
    await found(serverA, OTHER, 'ute')
    await found(serverB, OTHER, 'ute')
    expect(published.map(({ server, change }) => `${server}:${change.siteSlug}`)).toEqual([`A:${OTHER}`])
    expect(published[0]!.change.settings.synonyms).toContainEqual(expect.objectContaining({ objectID: 'standard-ute' }))

    const { published: afterRestart, serverA: restartedA } = hostedServers(shared)
    await found(restartedA, OTHER, 'ute')
    expect(afterRestart).toEqual([]) // the same settings are not pushed again
  })
})
