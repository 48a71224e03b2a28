import type { Payload } from 'payload'
import type { Pool, PoolClient } from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'

import { createEmbeddedBackend } from '../../src/features/search/adapters/embedded/embedded-backend'
import type { SearchResponse } from '../../src/features/search/port'
import type { SiteStockChange, StockQuery, StockSearchBackend } from '../../src/features/search/port'
import { refreshHostedIndex } from '../../src/features/search/adapters/algolia/algolia-backend'
import { runSeed } from '../../src/seed/run-seed'
import { stockIndexName } from '../../src/domain/stock-index'
import { createStockSearch } from '../../src/features/search/stock/stock-search'
import { importStockFeed, loadSiteStock, StockImportError } from '../../src/features/search/stock/stock-store'
import { getTestPayload } from '../helpers/payload'
import { demoSeedFiles } from '../helpers/seed'
import { feedCar } from '../helpers/stock'
import { databasePoolOf } from '../../src/platform/database'

/** Issue 5 "Stock ingestion" and the stock side of "Embedded engine": PostgreSQL is the source of truth. */
const SITE = 'ridgeline-toyota'
let payload: Payload
let pool: Pool

const all = (siteSlug = SITE): StockQuery => ({ type: 'default', indexName: stockIndexName(siteSlug), params: { hitsPerPage: 1000, facets: ['make'] } })
const hitIds = (result: unknown) => (result as SearchResponse<{ objectID: string }>).hits.map((hit) => hit.objectID).sort((a, b) => Number(a) - Number(b))
const storedIds = async (siteSlug = SITE) => (await loadSiteStock(pool, siteSlug)).cars.map((car) => car.id).sort((a, b) => Number(a) - Number(b))

beforeAll(async () => {
  payload = await getTestPayload()
  await runSeed(payload, demoSeedFiles())
  pool = databasePoolOf(payload)
  await pool.query('DELETE FROM stock_cars; DELETE FROM stock_versions')
})

describe('stock import', () => {
  it('imports good records, and reports bad ones by index, field and reason', async () => {
    const stock = createStockSearch({ payload, backend: createEmbeddedBackend(), freshnessMs: 0 })
    const feed = [feedCar(1), feedCar(2, { price: -5 }), feedCar(3), { id: '4', make: 'Kia' }, feedCar(5, { vin: 'NOT-A-VIN' }), feedCar(6)]
    const report = await stock.importFeed(SITE, feed, 'full')
    expect(report).toMatchObject({ received: 6, inserted: 3, updated: 0, unchanged: 0, removed: 0, version: 1 })
    expect(report.rejected).toContainEqual({ index: 1, field: 'price', reason: 'Too small: expected number to be >=0' })
    expect(report.rejected).toContainEqual({ index: 4, field: 'vin', reason: 'must be a 17-character VIN' })
    expect(report.rejected.filter((entry) => entry.index === 3).map((entry) => entry.field)).toEqual(
      expect.arrayContaining(['slug', 'name', 'model', 'year', 'car_type', 'status']),
    )
    expect(await storedIds()).toEqual(['1', '3', '6'])
    expect(hitIds((await stock.search(SITE, [all()]))[0])).toEqual(['1', '3', '6'])
  })

  it('changes nothing when the same feed comes again', async () => {
    const stock = createStockSearch({ payload, backend: createEmbeddedBackend(), freshnessMs: 0 })
    const before = await pool.query('SELECT id, updated_at FROM stock_cars WHERE site_slug = $1 ORDER BY id', [SITE])
    const report = await stock.importFeed(SITE, [feedCar(1), feedCar(3), feedCar(6)], 'full')
    expect(report).toMatchObject({ inserted: 0, updated: 0, unchanged: 3, removed: 0, version: 1, rejected: [] })
    expect((await pool.query('SELECT id, updated_at FROM stock_cars WHERE site_slug = $1 ORDER BY id', [SITE])).rows).toEqual(before.rows)
  })

  it('removes cars missing from a full feed, but not cars whose update was rejected; a partial feed removes nothing', async () => {
    const stock = createStockSearch({ payload, backend: createEmbeddedBackend(), freshnessMs: 0 })
    // One of three records rejected is past the stock feed guard's 10%: the feed confirms its one removal.
    const full = await stock.importFeed(SITE, [feedCar(1, { price: 28_990 }), feedCar(3, { year: 'soon' }), feedCar(7)], 'full', { confirmRemoval: 1 })
    expect(full).toMatchObject({ inserted: 1, updated: 1, unchanged: 0, removed: 1, version: 2 })
    expect(full.rejected).toEqual([{ index: 1, field: 'year', reason: 'Invalid input: expected number, received NaN' }])
    expect(await storedIds()).toEqual(['1', '3', '7'])
    const partial = await stock.importFeed(SITE, [feedCar(8)], 'partial')
    expect(partial).toMatchObject({ inserted: 1, removed: 0, version: 3 })
    expect(await storedIds()).toEqual(['1', '3', '7', '8'])
  })

  it('reports duplicate ids and slugs instead of failing the feed', async () => {
    const stock = createStockSearch({ payload, backend: createEmbeddedBackend(), freshnessMs: 0 })
    const report = await stock.importFeed(SITE, [feedCar(9, { price: 1 }), feedCar(9, { price: 2 }), feedCar(10, { slug: '2024-kia-sportage-s-1' })], 'partial')
    expect(report.rejected).toEqual([
      { index: 0, field: 'id', reason: 'duplicate id 9: a later record in the feed replaces this one' },
      { index: 2, field: 'slug', reason: 'slug "2024-kia-sportage-s-1" is already used by car 1' },
    ])
    expect((await loadSiteStock(pool, SITE)).cars.find((car) => car.id === '9')?.price).toBe(2)
  })

  it('refuses an empty full feed, which would remove every car', async () => {
    await expect(importStockFeed(pool, SITE, [], 'full')).rejects.toThrow(StockImportError)
    expect(await storedIds()).toEqual(['1', '3', '7', '8', '9'])
  })

  it('leaves the previous stock intact when an import is interrupted', async () => {
    const before = await loadSiteStock(pool, SITE)
    // The connection dies after the deletes and the first upsert batch: nothing of the import may remain.
    let statements = 0
    const failing = {
      connect: async () => {
        const client = await pool.connect()
        const query = client.query.bind(client) as PoolClient['query']
        const wrapped = ((...args: Parameters<PoolClient['query']>) => {
          if (/^INSERT INTO stock_cars/.test(String(args[0])) && ++statements === 2) return Promise.reject(new Error('connection terminated'))
          return query(...args)
        }) as PoolClient['query']
        return Object.assign(Object.create(client) as PoolClient, { query: wrapped, release: () => client.release() })
      },
    } as unknown as Pool
    const feed = Array.from({ length: 1200 }, (_, i) => feedCar(100 + i))
    // The feed replaces every car, so it confirms the removal (else the stock feed guard refuses it before writing).
    await expect(importStockFeed(failing, SITE, feed, 'full', { confirmRemoval: before.cars.length })).rejects.toThrow('connection terminated')
    expect(statements).toBe(2)
    const after = await loadSiteStock(pool, SITE)
    expect(after).toEqual(before)
  })
})

describe('several app servers on one database', () => {
  it('each server sees another server’s import and settings change, and drops its cached results', async () => {
    let backendCalls = 0
    const counting = (inner: StockSearchBackend): StockSearchBackend => ({
      publish: (change) => inner.publish(change),
      refreshSite: (refresh) => inner.refreshSite(refresh),
      search: (siteSlug, queries) => {
        backendCalls++
        return inner.search(siteSlug, queries)
      },
    })
    const serverA = createStockSearch({ payload, backend: createEmbeddedBackend(), freshnessMs: 0 })
    const serverB = createStockSearch({ payload, backend: counting(createEmbeddedBackend()), freshnessMs: 0 })

    const first = hitIds((await serverB.search(SITE, [all()]))[0])
    await serverB.search(SITE, [all()])
    expect(backendCalls).toBe(1) // the second identical search came from the cache

    await serverA.importFeed(SITE, [feedCar(11, { status: 'sold', sold: true, sold_date_timestamp: Math.floor(Date.now() / 1000) - 5 * 86_400 })], 'partial')
    const { version } = await loadSiteStock(pool, SITE)
    expect(version).toBeGreaterThan(0)
    // Sold five days ago: outside the default 3-day window, so the new car is stored but not listed.
    expect(hitIds((await serverB.search(SITE, [all()]))[0])).toEqual(first)
    expect(backendCalls).toBe(2)

    // A marketer widens the window to 7 days in the admin: server B notices and re-indexes.
    const site = (await payload.find({ collection: 'sites', where: { slug: { equals: SITE } }, limit: 1 })).docs[0]!
    await payload.update({ collection: 'sites', id: site.id, data: { features: { ...site.features, soldCarDays: 7 } } })
    expect(hitIds((await serverB.search(SITE, [all()]))[0])).toEqual([...first, '11'].sort((a, b) => Number(a) - Number(b)))
    await payload.update({ collection: 'sites', id: site.id, data: { features: { ...site.features, soldCarDays: 3 } } })
  })

  it('on hosted Algolia, exactly one server re-publishes a site after a settings change', async () => {
    const published: string[] = []
    // One shared index, as hosted Algolia is shared by every app server.
    const inner = createEmbeddedBackend()
    const hosted = (server: string): StockSearchBackend => {
      const publish = async (change: SiteStockChange) => {
        published.push(`${server}:${change.siteSlug}:${change.records.length}`)
        await inner.publish(change)
      }
      return { search: (siteSlug, queries) => inner.search(siteSlug, queries), publish, refreshSite: (refresh) => refreshHostedIndex(publish, refresh) }
    }
    const serverA = createStockSearch({ payload, backend: hosted('A'), freshnessMs: 0 })
    const serverB = createStockSearch({ payload, backend: hosted('B'), freshnessMs: 0 })
    await serverA.importFeed(SITE, [feedCar(12)], 'partial')
    const stored = (await storedIds()).length
    expect(published).toEqual([`A:${SITE}:${stored}`])
    await serverA.search(SITE, [all()])
    await serverB.search(SITE, [all()])
    expect(published).toHaveLength(1) // nothing changed: nobody re-publishes

    const site = (await payload.find({ collection: 'sites', where: { slug: { equals: SITE } }, limit: 1 })).docs[0]!
    const dealership = (await payload.find({ collection: 'dealerships', where: { slug: { equals: 'ridgeline-toyota' }, site: { equals: site.id } }, limit: 1 }))
      .docs[0]!
    await payload.update({ collection: 'dealerships', id: dealership.id, data: { includeSoldCarsDays: 9 } })
    await Promise.all([serverA.search(SITE, [all()]), serverB.search(SITE, [all()])])
    await serverA.search(SITE, [all()])
    await serverB.search(SITE, [all()])
    expect(published).toHaveLength(2)
    expect(published[1]).toMatch(new RegExp(`^[AB]:${SITE}:${stored}$`))
  })

  it('keeps each site to its own indexes', async () => {
    const stock = createStockSearch({ payload, backend: createEmbeddedBackend(), freshnessMs: 0 })
    await expect(stock.search(SITE, [all('harbour-city-auto')])).rejects.toMatchObject({ status: 404, message: 'Index stock_harbour-city-auto does not exist' })
    await expect(stock.search('no-such-site', [all('no-such-site')])).rejects.toMatchObject({ status: 404 })
  })
})
