import type { Payload } from 'payload'

import { committedMigrations } from '../../scripts/lib/migrations'

let instance: Promise<Payload> | undefined

/** Payload on the test database, migrated once per worker. */
export function getTestPayload(): Promise<Payload> {
  instance ??= (async () => {
    const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('../../payload.config')])
    const payload = await getPayload({ config })
    await payload.db.migrate({ migrations: committedMigrations })
    return payload
  })()
  return instance
}
