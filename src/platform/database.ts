import type { Pool } from 'pg'

/**
 * The PostgreSQL pool behind Payload's database adapter, for the platform's own SQL (stock store,
 * leads outbox, rate limits): one connection budget, and the same transactions Payload sees.
 */
export function databasePoolOf(payload: { db: unknown }): Pool {
  const pool = (payload.db as { pool?: Pool }).pool
  if (!pool) throw new Error('Payload is not using the PostgreSQL adapter: there is no pool to run SQL on.')
  return pool
}
