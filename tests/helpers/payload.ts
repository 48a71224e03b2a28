import type { Payload } from 'payload'

import { committedMigrations } from '../../scripts/lib/migrations'

let instance: Promise<Payload> | undefined

/** Payload on the test database, migrated once per worker. */
export function getTestPayload(): Promise<Payload> {
  instance ??= (async () => {
    // One import at a time: concurrent dynamic imports of one module graph can deadlock on Node 20 when
    // a module in it uses top-level await, leaving the promise unsettled forever.
    const { default: config } = await import('../../payload.config')
    const { getPayload } = await import('payload')
    const payload = await getPayload({ config })
    await payload.db.migrate({ migrations: committedMigrations })
    return payload
  })()
  return instance
}
