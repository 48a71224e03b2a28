import pg, { type Pool, type PoolClient, type PoolConfig } from 'pg'

import { hasErrorCode } from './error-code'

/**
 * The PostgreSQL pool behind Payload's database adapter, for the platform's own SQL (stock store,
 * leads outbox, rate limits): one connection budget, and the same transactions Payload sees.
 */
export function databasePoolOf(payload: { db: unknown }): Pool {
  const pool = (payload.db as { pool?: Pool }).pool
  if (!pool) throw new Error('Payload is not using the PostgreSQL adapter: there is no pool to run SQL on.')
  return pool
}

/** Every wait on the database is bounded (issue 38); these are the standard bounds, each set by an environment variable. */
export const DATABASE_POOL_DEFAULTS = {
  DATABASE_POOL_SIZE: 10,
  /** How long a request waits for a connection (a free one, or a new one opening) before it answers 503. */
  DATABASE_POOL_WAIT_MS: 5_000,
  DATABASE_STATEMENT_TIMEOUT_MS: 30_000,
  /** A transaction left idle (its request stuck or gone) is ended by the server, freeing its locks and connection. */
  DATABASE_IDLE_IN_TRANSACTION_MS: 15_000,
  /** Reservations and trade-in acceptance wait this long for another request's row lock, then answer 503. */
  DATABASE_LOCK_TIMEOUT_MS: 3_000,
} as const

type DatabaseSetting = keyof typeof DATABASE_POOL_DEFAULTS

/** A setting from the environment: a whole number of at least `min`, else the standard value. */
export function databaseSetting(name: DatabaseSetting, source: Record<string, string | undefined> = process.env): number {
  const raw = source[name]
  const value = raw === undefined || raw === '' ? NaN : Number(raw)
  const min = name === 'DATABASE_POOL_SIZE' ? 2 : 0
  if (Number.isInteger(value) && value >= min) return value
  if (raw !== undefined && raw !== '') throw new Error(`Invalid environment: ${name}: expected a whole number of at least ${min}, got "${raw}".`)
  return DATABASE_POOL_DEFAULTS[name]
}

/** The pool's options for `connectionString`: bounded waits everywhere, so nothing queues forever. */
export function databasePoolOptions(connectionString: string | undefined, source: Record<string, string | undefined> = process.env): PoolConfig {
  const statementTimeout = databaseSetting('DATABASE_STATEMENT_TIMEOUT_MS', source)
  return {
    connectionString,
    max: databaseSetting('DATABASE_POOL_SIZE', source),
    connectionTimeoutMillis: databaseSetting('DATABASE_POOL_WAIT_MS', source),
    statement_timeout: statementTimeout,
    // The server cancels a statement past statement_timeout; this client-side bound also ends a wait on a server that stopped answering.
    query_timeout: statementTimeout > 0 ? statementTimeout + 5_000 : undefined,
    idle_in_transaction_session_timeout: databaseSetting('DATABASE_IDLE_IN_TRANSACTION_MS', source),
    keepAlive: true,
    application_name: 'dealer-platform',
  }
}

/** What a request that could not reach the database in time is told, with a 503 and Retry-After. */
export const DATABASE_UNAVAILABLE = {
  message: 'We are very busy right now. Please try again in a few seconds.',
  retryAfterSeconds: 5,
} as const

// PostgreSQL's codes for a server going away or refusing work, and for bounded waits that ran out.
const UNAVAILABLE_CODES = new Set([
  '57014', // query_canceled: statement_timeout
  '55P03', // lock_not_available: lock_timeout
  '25P03', // idle_in_transaction_session_timeout
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up or shutting down)
  '53300', // too_many_connections
  '08000',
  '08003',
  '08006',
  '08001',
  '08004', // connection exceptions
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
])
// Payload's adapter rethrows a failed BEGIN as a new Error whose message keeps neither the code nor the
// driver's words ("cannot begin transaction: Failed query: begin"); BEGIN fails only for want of a connection.
const UNAVAILABLE_MESSAGES =
  /cannot begin transaction|timeout exceeded when trying to connect|Connection terminated|Query read timeout|Client has encountered a connection error|Cannot use a pool after calling end|terminating connection due to administrator command|the database system is (shutting down|starting up|in recovery mode)|connect ECONNREFUSED/i

/**
 * Whether an error means the database could not do the work in time (pool wait, statement or lock
 * timeout, a server restarting): the request should be answered 503, never 500, and may be retried.
 * Payload wraps the driver's error (`cause`), so the chain is followed.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown }
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true
    if (hasErrorCode(current, 'database-unavailable')) return true
  }
  return false
}

export interface TransactionOptions {
  /** Waits on another transaction's row lock longer than this fail with 55P03 (a 503), instead of queueing requests. */
  lockTimeoutMs?: number
  /** A statement bound for this transaction alone (a large stock import), instead of the pool's. */
  statementTimeoutMs?: number
  isolation?: 'READ COMMITTED' | 'REPEATABLE READ READ ONLY'
}

/**
 * The one way to run a transaction on the platform's own SQL: `work` gets the transaction's client
 * and must use only it (lint: no-pool-in-transaction). Asking the pool for a second connection while
 * holding one is how twenty parallel requests once hung a server for good: each held one and waited
 * for another. The client goes back to the pool however `work` ends; one whose connection broke is
 * destroyed instead of reused.
 */
export async function withTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
  const client = await pool.connect()
  let broken: Error | undefined
  try {
    await client.query(options.isolation ? `BEGIN ISOLATION LEVEL ${options.isolation}` : 'BEGIN')
    if (options.lockTimeoutMs !== undefined) await client.query(`SET LOCAL lock_timeout = ${Math.max(0, Math.trunc(options.lockTimeoutMs))}`)
    if (options.statementTimeoutMs !== undefined) await client.query(`SET LOCAL statement_timeout = ${Math.max(0, Math.trunc(options.statementTimeoutMs))}`)
    const result = await work(client)
    await client.query('COMMIT')
    return result
  } catch (error) {
    await client.query('ROLLBACK').catch((rollbackError: Error) => {
      broken = rollbackError
    })
    throw error
  } finally {
    client.release(broken)
  }
}

/** The lock bound for the paths that take a car or an offer (reservations, trade-in acceptance). */
export const contendedLockTimeoutMs = (): number => databaseSetting('DATABASE_LOCK_TIMEOUT_MS')

/**
 * The `pg` module Payload's adapter builds its pool with: the same, except that a pool never takes
 * the process down when an idle connection dies (a database restart emits 'error' on the pool, which
 * Node treats as fatal without a listener); the pool drops that connection and opens a new one on the
 * next request.
 */
class ResilientPool extends pg.Pool {
  constructor(options?: PoolConfig) {
    super(options)
    this.on('error', (error) =>
      console.warn(`Database connection lost (${(error as { code?: string }).code ?? error.message}); the pool opens a new one when needed.`),
    )
    // The pool listens to a connection only while it is idle: one checked out (a transaction between two
    // statements) that the database drops would emit an unheard 'error' and crash the process. Whoever
    // holds it learns from its next statement, and the pool discards it on release.
    this.on('connect', (client) => client.on('error', () => {}))
  }
}

export const resilientPg: typeof pg = { ...pg, Pool: ResilientPool } as typeof pg

/**
 * A small pool of its own, for code that runs outside Payload (the proxy's site settings): the same
 * bounds as Payload's pool and the same listener, so a database restart is a failed read, not a crash.
 */
export const ownPool = (max: number, source: Record<string, string | undefined> = process.env): Pool =>
  new ResilientPool({ ...databasePoolOptions(source.DATABASE_URI, source), max })

/** Pool figures for the readiness endpoint and logs. */
export const poolFigures = (pool: Pool) => ({ size: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount })
