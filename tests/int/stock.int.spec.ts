import { gzipSync } from 'node:zlib'

import type { Payload } from 'payload'
import type { Pool, PoolClient } from 'pg'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { createEmbeddedBackend } from '../../src/features/search/adapters/embedded/embedded-backend'
import type { SearchResponse } from '../../src/features/search/port'
import type { StockQuery, StockSearchBackend } from '../../src/features/search/port'
import { runSeed } from '../../src/seed/run-seed'
import { stockIndexName } from '../../src/domain/stock-index'
import { createStockSearch } from '../../src/features/search/stock/stock-search'
import { createImportKey, importStockFeed, loadSiteStock, stockVersion, StockImportError } from '../../src/features/search/stock/stock-store'
import { getTestPayload } from '../helpers/payload'
import { demoSeedFiles } from '../helpers/seed'
import { feedCar } from '../helpers/stock'
import { databasePoolOf } from '../../src/platform/database'

/** Issue 5 "Stock ingestion" and the stock side of "Embedded engine": PostgreSQL is the source of truth. */
const SITE = 'ridgeline-toyota'
let payload: Payload
let pool: Pool

// The import route's data modules are marked server-only (for Next); under Vitest the marker would throw.
vi.mock('server-only', () => ({}))

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
    expect(report.rejected.filter((entry) => entry.index === 3).map((entry) => entry.field)).toEqual(expect.arrayContaining(['slug', 'name', 'model', 'year', 'car_type', 'status']))
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
      kind: inner.kind,
      publish: (change) => inner.publish(change),
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
    const version = await stockVersion(pool, SITE)
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
      return {
        kind: 'algolia',
        search: (siteSlug, queries) => inner.search(siteSlug, queries),
        publish: async (change) => {
          published.push(`${server}:${change.siteSlug}:${change.records.length}`)
          await inner.publish(change)
        },
      }
    }
    const serverA = createStockSearch({ payload, backend: hosted('A'), freshnessMs: 0 })
    const serverB = createStockSearch({ payload, backend: hosted('B'), freshnessMs: 0 })
    await serverA.importFeed(SITE, [feedCar(12)], 'partial')
    const stored = (await storedIds()).length
    expect(published).toEqual([`A:${SITE}:${stored}`])
    await serverA.search(SITE, [all()])
    await serverB.search(SITE, [all()])
    expect(published).toHaveLength(1) // nothing changed: nobody re-publishes

    const dealership = (await payload.find({ collection: 'dealerships', where: { slug: { equals: 'ridgeline-toyota' } }, limit: 1 })).docs[0]!
    await payload.update({ collection: 'dealerships', id: dealership.id, data: { includeSoldCarsDays: 9 } })
    await Promise.all([serverA.search(SITE, [all()]), serverB.search(SITE, [all()])])
    await serverA.search(SITE, [all()])
    await serverB.search(SITE, [all()])
    expect(published).toHaveLength(2)
    expect(published[1]).toMatch(new RegExp(`^[AB]:${SITE}:${stored}$`))
  })

  it("keeps each site to its own indexes", async () => {
    const stock = createStockSearch({ payload, backend: createEmbeddedBackend(), freshnessMs: 0 })
    await expect(stock.search(SITE, [all('harbour-city-auto')])).rejects.toMatchObject({ status: 404, message: 'Index stock_harbour-city-auto does not exist' })
    await expect(stock.search('no-such-site', [all('no-such-site')])).rejects.toMatchObject({ status: 404 })
  })
})

describe('POST /api/stock/import: the stock feed guard (issue 16 item 1: a broken full feed must never wipe a site)', () => {
  const GUARD_SITE = 'harbour-city-auto'
  const KEY = 'sk_int-test-stock-feed-guard'
  let POST: (request: Request) => Promise<Response>
  let caller = 0

  /** Sends a feed through the real route, as a dealer's DMS would; each call from its own address (rate limit). */
  const send = async (body: unknown, { query = '', headers = {} }: { query?: string; headers?: Record<string, string> } = {}) => {
    caller += 1
    const response = await POST(
      new Request(`http://localhost/api/stock/import${query}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${caller}`, 'x-peer-address': `198.51.100.${caller}`, ...headers },
        body: typeof body === 'string' ? body : body instanceof Uint8Array ? new Blob([body as Uint8Array<ArrayBuffer>]) : JSON.stringify(body),
      }),
    )
    const text = await response.text()
    return { status: response.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> | null }
  }
  const stockNow = () => loadSiteStock(pool, GUARD_SITE)
  const cars = (from: number, to: number, fields: Record<string, unknown> = {}) => Array.from({ length: to - from + 1 }, (_, i) => feedCar(from + i, fields))
  const storedIdsOf = async () => (await stockNow()).cars.map((car) => Number(car.id)).sort((a, b) => a - b)
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)
  /** Back to cars 1 to 20 (a full feed that removes at most what the guard allows, or confirms it). */
  const restock = async () => {
    const removing = (await stockNow()).cars.filter((car) => Number(car.id) > 20 || Number(car.id) < 1).length
    const answer = await send(cars(1, 20), { query: removing > 0 ? `?confirmRemoval=${removing}` : '' })
    expect(answer.status).toBe(200)
    expect(await storedIdsOf()).toEqual(range(1, 20))
  }

  beforeAll(async () => {
    ;({ POST } = await import('../../src/app/api/stock/import/route'))
    await pool.query('DELETE FROM stock_cars WHERE site_slug = $1', [GUARD_SITE])
    await pool.query('DELETE FROM stock_versions WHERE site_slug = $1', [GUARD_SITE])
    await createImportKey(pool, GUARD_SITE, 'stock feed guard test', KEY)
  })

  it('allows a first import into an empty site, however many of its records are rejected', async () => {
    const answer = await send([...cars(1, 20), null, { make: 'Toyota' }, feedCar(21, { price: -1 })])
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ received: 23, inserted: 20, removed: 0, version: 1 })
    expect(await storedIdsOf()).toEqual(range(1, 20))
  })

  it.each([
    ['[null]', [null]],
    ['[{"make":"Toyota"}]', [{ make: 'Toyota' }]],
  ])('refuses the full feed %s, which deleted every car (rejected records without an id protect nothing), and changes nothing', async (_name, feed) => {
    const before = await stockNow()
    const answer = await send(feed)
    expect(answer.status).toBe(422)
    expect(answer.body).toMatchObject({
      status: 422,
      code: 'stock-feed-refused',
      figures: { stored: 20, removing: 20, removedPercent: 100, received: 1, rejected: 1, rejectedPercent: 100, maxRemovedPercent: 50, maxRejectedPercent: 10, confirmRemoval: null },
    })
    expect(answer.body?.message).toContain('it would remove 20 of 20 cars (100%)')
    expect(answer.body?.message).toContain('Nothing was changed.')
    expect((answer.body?.rejected as unknown[]).length).toBeGreaterThan(0)
    expect(await stockNow()).toEqual(before) // same cars, same version
  })

  it('refuses a feed that removes more than half the stock; a confirmation for another count is refused too; the right one applies it', async () => {
    const before = await stockNow()
    const refused = await send(cars(1, 8))
    expect(refused).toMatchObject({ status: 422, body: { code: 'stock-feed-refused', figures: { stored: 20, removing: 12, removedPercent: 60, received: 8, rejected: 0 } } })
    expect(refused.body?.message).toBe("This full feed would remove 12 of 20 cars (60%), more than this site's limit of 50%. Nothing was changed. If the removal is intended, send confirmRemoval: 12.")
    expect(await stockNow()).toEqual(before)

    // A stale confirmation (in the feed's envelope) for another count approves nothing.
    const stale = await send({ cars: cars(1, 8), confirmRemoval: 11 })
    expect(stale).toMatchObject({ status: 422, body: { code: 'stock-feed-refused', figures: { removing: 12, confirmRemoval: 11 } } })
    expect(await stockNow()).toEqual(before)

    const confirmed = await send(cars(1, 8), { query: '?confirmRemoval=12' })
    expect(confirmed).toMatchObject({ status: 200, body: { removed: 12, version: before.version + 1 } })
    expect(await storedIdsOf()).toEqual(range(1, 8))
    await restock()
  })

  it('answers a confirmRemoval that is not a count with 400, before importing anything', async () => {
    const before = await stockNow()
    for (const query of ['?confirmRemoval=-1', '?confirmRemoval=twelve', '?confirmRemoval=', '?confirmRemoval=1e3']) {
      expect(await send(cars(1, 8), { query })).toMatchObject({ status: 400, body: { message: expect.stringContaining('confirmRemoval must be a whole number') } })
    }
    expect(await send({ cars: cars(1, 8), confirmRemoval: '12' })).toMatchObject({ status: 400, body: { message: expect.stringContaining('confirmRemoval must be a whole number') } })
    expect(await send({ cars: cars(1, 8), confirmRemoval: 12 }, { query: '?confirmRemoval=11' })).toMatchObject({ status: 400 })
    expect(await stockNow()).toEqual(before)
  })

  it('refuses a feed with too many rejected records, and lists them', async () => {
    const before = await stockNow()
    // 3 of 20 (15%) rejected; their ids keep their cars, so nothing would be removed.
    const answer = await send([...cars(1, 17), feedCar(18, { price: -1 }), feedCar(19, { year: 'soon' }), feedCar(20, { vin: 'NOT-A-VIN' })])
    expect(answer).toMatchObject({ status: 422, body: { code: 'stock-feed-refused', figures: { stored: 20, removing: 0, received: 20, rejected: 3, rejectedPercent: 15 } } })
    expect(answer.body?.message).toContain("3 of its 20 records were rejected (15%), more than this site's limit of 10%")
    expect((answer.body?.rejected as Array<{ index: number }>).map((entry) => entry.index)).toEqual([17, 18, 19])
    expect(await stockNow()).toEqual(before)
  })

  it('follows the site’s own share: with maxRemovedPercent 100 a feed may replace the whole stock', async () => {
    const site = (await payload.find({ collection: 'sites', where: { slug: { equals: GUARD_SITE } }, limit: 1 })).docs[0]!
    await payload.update({ collection: 'sites', id: site.id, data: { stockFeedGuard: { maxRemovedPercent: 100, maxRejectedPercent: 10 } } })
    try {
      const answer = await send(cars(101, 105))
      expect(answer).toMatchObject({ status: 200, body: { inserted: 5, removed: 20 } })
      expect(await storedIdsOf()).toEqual(range(101, 105))
    } finally {
      await payload.update({ collection: 'sites', id: site.id, data: { stockFeedGuard: { maxRemovedPercent: null, maxRejectedPercent: null } } })
    }
    // Back on the defaults, the same kind of feed is refused.
    expect(await send(cars(1, 20))).toMatchObject({ status: 422, body: { figures: { stored: 5, removing: 5, maxRemovedPercent: 50 } } })
    await restock()
  })

  it('checks concurrent feeds one after the other under the site’s lock, so two feeds that each pass alone cannot both apply', async () => {
    const before = await stockNow()
    // Each removes 8 of 20 (40%) alone; after either, the other would remove 8 of 12 (67%).
    const answers = await Promise.all([send(cars(1, 12)), send(cars(9, 20))])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422])
    const after = await storedIdsOf()
    expect([JSON.stringify(range(1, 12)), JSON.stringify(range(9, 20))]).toContain(JSON.stringify(after))
    expect((await stockNow()).version).toBe(before.version + 1)
    await restock()
  })

  it('accepts a gzip-compressed feed (issue 16 item 3: the body is read with the streaming size limit)', async () => {
    const feed = cars(1, 20, { km: 15_000 })
    const answer = await send(gzipSync(JSON.stringify(feed)), { headers: { 'content-encoding': 'gzip' } })
    expect(answer).toMatchObject({ status: 200, body: { updated: 20, removed: 0 } })
    expect(await send(new TextEncoder().encode('not gzip'), { headers: { 'content-encoding': 'gzip' } })).toMatchObject({ status: 400 })
  })

  it('answers an empty full feed with 400 and a readable JSON message, not a 500 with an empty body (issue 16 item 2)', async () => {
    // In the Next bundle the stock search singleton (on globalThis) was built from another copy of the
    // error classes than the route's, so instanceof failed. Build it here from a second copy, too.
    const holder = globalThis as typeof globalThis & { stockSearch?: Promise<unknown> }
    const previous = holder.stockSearch
    vi.resetModules()
    const otherStore = await import('../../src/features/search/stock/stock-store')
    const otherSearch = await import('../../src/features/search/stock/stock-search')
    expect(otherStore.StockImportError).not.toBe(StockImportError)
    holder.stockSearch = Promise.resolve(otherSearch.createStockSearch({ payload, backend: createEmbeddedBackend(), freshnessMs: 0 }))
    try {
      const before = await stockNow()
      const answer = await send([])
      expect(answer).toEqual({ status: 400, body: { message: 'An empty full feed would remove every car. Send at least one car, or use mode "partial".', status: 400, code: 'stock-feed-empty' } })
      // The guard's refusal comes from the other copy as well.
      expect(await send([null])).toMatchObject({ status: 422, body: { code: 'stock-feed-refused' } })
      expect(await stockNow()).toEqual(before)
    } finally {
      holder.stockSearch = previous
    }
  })
})
