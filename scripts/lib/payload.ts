import type { Payload } from 'payload'

import { resolveDatabase } from './database'

/**
 * Starts (or finds) the database, then Payload with migrations applied. The config is imported only
 * after DATABASE_URI is known, because it reads the environment when loaded.
 */
export async function startPayload(log: (line: string) => void = console.log) {
  const database = await resolveDatabase(log)
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('../../payload.config')])
  const payload: Payload = await getPayload({ config })
  await payload.db.migrate()
  const close = async () => {
    await payload.db.destroy?.()
    await database.stop()
  }
  return { payload, database, close }
}
