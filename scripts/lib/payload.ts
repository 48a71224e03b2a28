// Order matters: ./database settles DATABASE_URI before payload.config reads it. Imported statically,
// not with import(): a dynamic import of the config under tsx on Node 20 sometimes never settled.
import { resolveDatabase } from './database'
import config from '../../payload.config'
import { getPayload, type Payload } from 'payload'

import { committedMigrations } from './migrations'
import { databasePoolOf } from '../../src/platform/database'

/** Starts (or finds) the database, then Payload with migrations applied. */
export async function startPayload(log: (line: string) => void = console.log) {
  log('Connecting to the database...')
  const database = await resolveDatabase(log)
  log('Loading Payload and applying migrations...')
  const payload: Payload = await getPayload({ config })
  await payload.db.migrate({ migrations: committedMigrations })
  // Every connection is back in the pool (patches/@payloadcms+db-postgres: Payload no longer keeps one),
  // so ending the pool closes them all; "server shutting down" errors are expected when the database stops.
  const disconnect = async () => {
    const pool = databasePoolOf(payload)
    pool.on('error', () => {})
    await pool.end().catch(() => {})
  }
  const close = async () => {
    await disconnect()
    await database.stop()
  }
  return { payload, database, disconnect, close }
}
