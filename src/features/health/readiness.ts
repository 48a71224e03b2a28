import 'server-only'

import { migrations } from '../../../migrations'
import { getStockSearch } from '@/features/search'
import { databasePoolOf, poolFigures } from '@/platform/database'
import { isDraining } from '@/platform/lifecycle'
import { getPayloadClient } from '@/platform/payload'

/**
 * Readiness (issue 38): whether this app server should get shoppers now. A load balancer checks it
 * every few seconds and sends traffic only while it answers 200. Each check has its own short bound,
 * so a hung database or a pool with no free connection makes the server "not ready" within seconds
 * instead of the check hanging with it. The body names the failing check and carries no secrets.
 */
export const READINESS_TIMEOUT_MS = 2_000

type CheckResult = 'ok' | string

const within = <T>(work: Promise<T>, ms: number, what: string): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms)
    work.then(resolve, reject).finally(() => clearTimeout(timer))
  })

/** A short, secret-free reason: a PostgreSQL or Node error code, or the timeout's own message. */
const reasonOf = (error: unknown): string => {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  if (typeof message === 'string' && message.includes('did not answer within')) return message
  return typeof code === 'string' ? `failed (${code})` : 'failed'
}

const MIGRATION_NAMES = migrations.map((migration) => migration.name)

async function databaseChecks(): Promise<{ database: CheckResult; migrations: CheckResult; pool?: ReturnType<typeof poolFigures> }> {
  try {
    const pool = databasePoolOf(await within(getPayloadClient(), READINESS_TIMEOUT_MS, 'Payload'))
    const { rows } = await within(
      pool.query<{ applied: number }>('SELECT count(DISTINCT name)::int AS applied FROM payload_migrations WHERE name = ANY($1::text[])', [MIGRATION_NAMES]),
      READINESS_TIMEOUT_MS,
      'The database',
    )
    const missing = MIGRATION_NAMES.length - (rows[0]?.applied ?? 0)
    return { database: 'ok', migrations: missing === 0 ? 'ok' : `${missing} of ${MIGRATION_NAMES.length} not applied`, pool: poolFigures(pool) }
  } catch (error) {
    return { database: reasonOf(error), migrations: 'unknown' }
  }
}

// Loading a fresh server's indexes can take longer than one check: it goes on between checks.
let indexesLoading: Promise<void> | null = null

async function searchCheck(): Promise<CheckResult> {
  indexesLoading ??= getStockSearch()
    .then((search) => search.loadIndexes())
    .finally(() => {
      indexesLoading = null
    })
  try {
    await within(indexesLoading, READINESS_TIMEOUT_MS, 'The search index')
    return 'ok'
  } catch (error) {
    return reasonOf(error).includes('did not answer') ? 'loading' : reasonOf(error)
  }
}

export interface Readiness {
  ready: boolean
  checks: Record<string, CheckResult>
  pool?: ReturnType<typeof poolFigures>
}

export async function readiness(): Promise<Readiness> {
  if (isDraining()) return { ready: false, checks: { shutdown: 'draining' } }
  const [{ pool, ...database }, search] = await Promise.all([databaseChecks(), searchCheck()])
  const checks = { ...database, search }
  return { ready: Object.values(checks).every((result) => result === 'ok'), checks, ...(pool ? { pool } : {}) }
}
