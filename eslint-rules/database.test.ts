import path from 'node:path'

import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/** Issue 38: lint finds a client held while the pool is asked again, and connections taken by hand. */
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '..') })

async function databaseErrors(code: string, filePath = 'src/features/example/store.ts') {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((message) => message.ruleId?.startsWith('database/')).map((message) => message.ruleId)
}

const header = "import type { Pool } from 'pg'\nimport { withTransaction, databasePoolOf } from '@/platform/database'\n"

describe('database/no-pool-in-transaction', () => {
  it.each([
    [
      'the pool it was given (the trade-in accept that hung a server)',
      'export const f = (pool: Pool) => withTransaction(pool, async (client) => { await client.query("ROLLBACK"); return pool.query("SELECT 1") })\n',
    ],
    [
      'the pool passed on to a helper',
      'declare function helper(p: Pool): Promise<void>\nexport const f = (pool: Pool) => withTransaction(pool, async () => helper(pool))\n',
    ],
    [
      'databasePoolOf',
      'export const f = (pool: Pool, payload: { db: unknown }) => withTransaction(pool, async () => databasePoolOf(payload).query("SELECT 1"))\n',
    ],
    [
      "Payload's API",
      'declare const payload: { find: (a: object) => Promise<void> }\nexport const f = (pool: Pool) => withTransaction(pool, async () => payload.find({}))\n',
    ],
    ['a nested transaction', 'export const f = (pool: Pool, other: Pool) => withTransaction(pool, async () => withTransaction(other, async () => 1))\n'],
  ])('fires for %s', async (_, code) => {
    expect(await databaseErrors(header + code)).toEqual(['database/no-pool-in-transaction'])
  })

  it('allows the transaction client, and the pool once the transaction is over', async () => {
    const code =
      'export async function f(pool: Pool) {\n  const found = await withTransaction(pool, async (client) => (await client.query("SELECT 1")).rowCount)\n  return found ?? (await pool.query("SELECT 2")).rowCount\n}\n'
    expect(await databaseErrors(header + code)).toEqual([])
  })
})

describe('database/no-pool-connect', () => {
  it('fires for a connection taken by hand, and stays quiet on a client connecting itself', async () => {
    expect(await databaseErrors(`${header}export async function f(pool: Pool) { const c = await pool.connect(); c.release() }\n`)).toEqual([
      'database/no-pool-connect',
    ])
    expect(
      await databaseErrors(`${header}export async function f(payload: { db: unknown }) { const c = await databasePoolOf(payload).connect(); c.release() }\n`),
    ).toEqual(['database/no-pool-connect'])
    expect(await databaseErrors("import pg from 'pg'\nexport async function f() { const client = new pg.Client(); await client.connect() }\n")).toEqual([])
  })
})
