import type { Pool } from 'pg'
import type { Payload } from 'payload'

import { committedMigrations } from './migrations'
import { resolveDatabase } from './database'

/**
 * Starts (or finds) the database, then Payload with migrations applied. The config is imported only
 * after DATABASE_URI is known, because it reads the environment when loaded.
 */
export async function startPayload(log: (line: string) => void = console.log) {
  log('Connecting to the database...')
  const database = await resolveDatabase(log)
  log('Loading Payload and applying migrations...')
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('../../payload.config')])
  const payload: Payload = await getPayload({ config })
  await payload.db.migrate({ migrations: committedMigrations })
  // Payload keeps one pooled connection checked out for its lifetime, so pool.end() would wait forever.
  // Close the idle ones and ignore the "server shutting down" errors the rest see when the database stops.
  const disconnect = async () => {
    const pool = (payload.db as unknown as { pool?: Pool }).pool
    pool?.on('error', () => {})
    void pool?.end().catch(() => {})
  }
  const close = async () => {
    await disconnect()
    await database.stop()
  }
  return { payload, database, disconnect, close }
}
