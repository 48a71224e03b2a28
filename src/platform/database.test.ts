import pg from 'pg'
import { describe, expect, it } from 'vitest'

import { DATABASE_POOL_DEFAULTS, databasePoolOptions, databaseSetting, isDatabaseUnavailable, ownPool } from './database'

describe('database settings (issue 38: every wait bounded)', () => {
  it('bounds the pool wait, statements and idle transactions by default', () => {
    const options = databasePoolOptions('postgres://db/x', {})
    expect(options).toMatchObject({ max: 10, connectionTimeoutMillis: 5_000, statement_timeout: 30_000, idle_in_transaction_session_timeout: 15_000 })
    expect(options.query_timeout).toBeGreaterThan(options.statement_timeout as number)
  })

  it('reads each bound from the environment and refuses nonsense loudly', () => {
    expect(databaseSetting('DATABASE_POOL_SIZE', { DATABASE_POOL_SIZE: '25' })).toBe(25)
    expect(databaseSetting('DATABASE_LOCK_TIMEOUT_MS', { DATABASE_LOCK_TIMEOUT_MS: '' })).toBe(DATABASE_POOL_DEFAULTS.DATABASE_LOCK_TIMEOUT_MS)
    expect(() => databaseSetting('DATABASE_POOL_SIZE', { DATABASE_POOL_SIZE: '1' })).toThrow(/DATABASE_POOL_SIZE/)
    expect(() => databaseSetting('DATABASE_POOL_WAIT_MS', { DATABASE_POOL_WAIT_MS: 'soon' })).toThrow(/DATABASE_POOL_WAIT_MS/)
  })
})

describe("ownPool (issue 39: a database restart took a server down through the proxy's own pool)", () => {
  it("has the bounds of Payload's pool and survives a lost connection", async () => {
    const pool = ownPool(1, { DATABASE_URI: 'postgres://db/x' })
    expect(pool.options).toMatchObject({ max: 1, connectionTimeoutMillis: 5_000, statement_timeout: 30_000 })
    // Without a listener, Node would end the process on this event.
    const lost = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })
    expect(() => pool.emit('error', lost)).not.toThrow()
    // A connection checked out (the pool's own listener removed) that the database drops.
    const client = new pg.Client()
    pool.emit('connect', client)
    expect(() => client.emit('error', lost)).not.toThrow()
    await pool.end()
  })
})

describe('isDatabaseUnavailable', () => {
  it.each([
    ['the pool wait ran out', new Error('timeout exceeded when trying to connect')],
    ['a lock timeout', Object.assign(new Error('lock timeout'), { code: '55P03' })],
    ['a statement timeout', Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' })],
    ['a restarting server', Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })],
    [
      'a transaction Payload could not begin while the server restarted (its message only)',
      new Error('Error: cannot begin transaction: Failed query: begin\nparams: '),
    ],
    ['a server shutting down', new Error('Failed query: select 1', { cause: new Error('the database system is shutting down') })],
    [
      'a refused connection, wrapped twice',
      new Error('Failed query', { cause: new Error('connect', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) }) }),
    ],
  ])('is true for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true)
  })

  it('is false for errors a retry would not cure', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false)
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false)
    expect(isDatabaseUnavailable(null)).toBe(false)
  })
})
