import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { createEmbeddedBackend } from '../../src/features/search/adapters/embedded/embedded-backend'
import type { SearchResponse } from '../../src/features/search/port'
import { stockIndexName } from '../../src/domain/stock-index'
import { createStockSearch } from '../../src/features/search/stock/stock-search'
import { importStockFeed, loadSiteStock } from '../../src/features/search/stock/stock-store'
import { runSeed } from '../../src/seed/run-seed'
import { getTestPayload } from '../helpers/payload'
import { demoSeedFiles } from '../helpers/seed'
import { feedCar } from '../helpers/stock'
import { databasePoolOf } from '../../src/platform/database'

/**
 * Issue 16 fault test, and docs/stock-and-search.md: "If an import fails part-way, the previous stock
 * stays as it was". Not an exception this time: the importing process is killed outright (SIGKILL)
 * in the middle of its transaction, after it has deleted cars and written most of the new stock.
 */
const ROOT = path.resolve(import.meta.dirname, '../..')
const SITE = 'ridgeline-toyota'
const STORED = 3000
/** The feed drops cars 1 to 100, changes the price of 101 to 3,000 and adds 17,100 cars: 20,000 records. */
const NEW_CARS = 17_100
const LAST_WRITTEN = String(STORED)

let payload: Payload
let pool: Pool
let dir: string

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)

async function waitFor<T>(
  what: string,
  probe: () => Promise<T | null | undefined>,
  { timeoutMs, fail }: { timeoutMs: number; fail?: () => string | null },
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value !== null && value !== undefined) return value
    const failure = fail?.()
    if (failure) throw new Error(`${what}: ${failure}`)
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

beforeAll(async () => {
  payload = await getTestPayload()
  await runSeed(payload, demoSeedFiles())
  pool = databasePoolOf(payload)
  await pool.query('DELETE FROM stock_cars WHERE site_slug = $1', [SITE])
  await pool.query('DELETE FROM stock_versions WHERE site_slug = $1', [SITE])
  await importStockFeed(
    pool,
    SITE,
    range(1, STORED).map((id) => feedCar(id)),
    'full',
  )
  dir = mkdtempSync(path.join(os.tmpdir(), 'stock-import-fault-'))
})

afterAll(async () => {
  // Leave the site without stock, as other test files import their own.
  await pool.query('DELETE FROM stock_cars WHERE site_slug = $1', [SITE])
  await pool.query('DELETE FROM stock_versions WHERE site_slug = $1', [SITE])
  rmSync(dir, { recursive: true, force: true })
})

describe('a stock import killed part-way (issue 16: a broken stock feed must never wipe a site)', () => {
  it(
    'leaves the previous stock intact and searchable after restart when the importer is killed with SIGKILL mid-transaction',
    { timeout: 300_000 },
    async () => {
      const before = await loadSiteStock(pool, SITE)
      expect(before.cars).toHaveLength(STORED)

      // New cars first, then the updates; the last record is the last row the importer writes.
      const feed = [...range(STORED + 1, STORED + NEW_CARS).map((id) => feedCar(id)), ...range(101, STORED).map((id) => feedCar(id, { price: 99_999 }))]
      expect(feed).toHaveLength(20_000)
      const file = path.join(dir, 'feed.json')
      writeFileSync(file, JSON.stringify(feed))

      // Hold that last row, so the importer is certain to stop inside its transaction: after the lock on
      // the site's version row, the deletes and 39 of its 40 upsert batches, before the version bump and
      // COMMIT. The kill then always lands mid-transaction, however fast or slow this machine is.
      const blocker = await pool.connect()
      let child: ReturnType<typeof spawn> | undefined
      try {
        await blocker.query('BEGIN')
        // This transaction sits idle while the importer starts and writes: longer than the pool's
        // idle-in-transaction bound (DATABASE_IDLE_IN_TRANSACTION_MS), which would end it and free the row.
        await blocker.query('SET LOCAL idle_in_transaction_session_timeout = 0')
        const held = await blocker.query('SELECT 1 FROM stock_cars WHERE site_slug = $1 AND id = $2 FOR UPDATE', [SITE, LAST_WRITTEN])
        expect(held.rowCount, `car ${LAST_WRITTEN} is in stock to be held`).toBe(1)
        const blockerPid = (await blocker.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid

        // `npm run stock:import` as a dealer's cron job runs it: scripts/run.mjs and the importer's bundle,
        // in a process group of their own, so the kill below reaches the process holding the connection.
        const spawned = spawn(process.execPath, ['scripts/run.mjs', 'stock-import', file, '--site', SITE], {
          cwd: ROOT,
          env: { ...process.env, DATABASE_URI: inject('databaseUri') },
          stdio: ['ignore', 'pipe', 'pipe'],
          detached: true,
        })
        child = spawned
        // 'close', not 'exit': it comes once the importer's output is read, so an early end reports what it printed.
        const exited = new Promise<NodeJS.Signals | number | null>((resolve) => spawned.once('close', (code, signal) => resolve(signal ?? code)))
        let output = ''
        let ended: NodeJS.Signals | number | 'no code' | undefined
        spawned.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
        spawned.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
        void exited.then((how) => (ended = how ?? 'no code'))
        const importer = await waitFor(
          'the importer waiting on the held row',
          async () => (await pool.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))', [blockerPid])).rows[0]?.pid,
          { timeoutMs: 240_000, fail: () => (ended !== undefined ? `the import process exited first (${ended}):\n${output}` : null) },
        )
        // It is inside the import transaction: it holds the site's lock and has written to stock_cars.
        const locks = await pool.query<{ relname: string; mode: string }>(
          `SELECT c.relname, l.mode FROM pg_locks l JOIN pg_class c ON c.oid = l.relation WHERE l.pid = $1 AND l.granted AND c.relname IN ('stock_cars', 'stock_versions')`,
          [importer],
        )
        expect(locks.rows).toContainEqual({ relname: 'stock_versions', mode: 'RowShareLock' })
        expect(locks.rows).toContainEqual({ relname: 'stock_cars', mode: 'RowExclusiveLock' })
        const activity = await pool.query<{ state: string; query: string }>('SELECT state, query FROM pg_stat_activity WHERE pid = $1', [importer])
        expect(activity.rows[0]).toMatchObject({ state: 'active', query: expect.stringMatching(/^INSERT INTO stock_cars/) })

        process.kill(-child!.pid!, 'SIGKILL')
        expect(await exited).toBe('SIGKILL')
        await blocker.query('ROLLBACK')
        // The server rolls the dead client's transaction back when it finds the connection gone.
        await waitFor(
          'the killed importer’s connection to close',
          async () => ((await pool.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [importer])).rowCount === 0 ? true : null),
          { timeoutMs: 30_000 },
        )
      } finally {
        await blocker.query('ROLLBACK').catch(() => undefined)
        blocker.release()
        if (child?.pid && child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGKILL')
      }

      // Nothing of the killed import remains: same cars, same content, same version.
      const after = await loadSiteStock(pool, SITE)
      expect(after.version).toBe(before.version)
      expect(after.cars).toHaveLength(STORED)
      expect(after).toEqual(before)

      // A restarted app server builds its search from the store and finds the stock as it was.
      const restarted = createStockSearch({ payload, backend: createEmbeddedBackend(), freshnessMs: 0 })
      const [all] = await restarted.search(SITE, [{ type: 'default', indexName: stockIndexName(SITE), params: { hitsPerPage: 0 } }])
      expect((all as SearchResponse<unknown>).nbHits).toBe(STORED)
      const removedByTheFeed = await restarted.findListedCar(SITE, '2024-kia-sportage-s-50')
      expect(removedByTheFeed).toMatchObject({ listed: true, car: { id: '50' } })
      const updatedByTheFeed = await restarted.findListedCar(SITE, `2024-kia-sportage-s-${LAST_WRITTEN}`)
      expect(updatedByTheFeed?.car.price).toBe(30_000 + STORED)

      // And the site's lock is free: the next import goes through.
      const next = await importStockFeed(pool, SITE, [feedCar(1, { price: 12_345 })], 'partial')
      expect(next).toMatchObject({ updated: 1, version: before.version + 1 })
    },
  )
})
