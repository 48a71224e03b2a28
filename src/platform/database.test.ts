import { describe, expect, it } from 'vitest'

import { DATABASE_POOL_DEFAULTS, databasePoolOptions, databaseSetting, isDatabaseUnavailable } from './database'

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

describe('isDatabaseUnavailable', () => {
  it.each([
    ['the pool wait ran out', new Error('timeout exceeded when trying to connect')],
    ['a lock timeout', Object.assign(new Error('lock timeout'), { code: '55P03' })],
    ['a statement timeout', Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' })],
    ['a restarting server', Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })],
    ['a refused connection, wrapped twice', new Error('Failed query', { cause: new Error('connect', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) }) })],
  ])('is true for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true)
  })

  it('is false for errors a retry would not cure', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false)
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false)
    expect(isDatabaseUnavailable(null)).toBe(false)
  })
})
