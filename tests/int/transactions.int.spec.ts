import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { databasePoolOf } from '../../src/platform/database'
import { getTestPayload } from '../helpers/payload'

/**
 * Issue 39, found by the cluster test: a lead answered 201 that was never stored. Payload's adapter
 * swallowed a failed COMMIT (the database restarting between the insert and the commit), so the
 * operation answered as if the document were saved. Pinned fix: patches/@payloadcms+drizzle+3.90.1.patch.
 */
let payload: Payload
beforeAll(async () => {
  payload = await getTestPayload()
})

type Sessions = Record<string, { db: { execute: (query: ReturnType<typeof sql>) => Promise<{ rows: Array<Record<string, unknown>> }> } }>

describe('a transaction whose connection is lost before COMMIT', () => {
  it('fails the save instead of answering as if the document were stored', async () => {
    const email = `lost-commit-${Date.now()}@transactions.example`
    const transactionID = await payload.db.beginTransaction()
    expect(transactionID).toBeTruthy()
    const req = { transactionID, payload } as unknown as PayloadRequest
    await payload.create({ collection: 'sign-in-failures', data: { email, accounts: 'customers', reason: 'wrong-credentials' }, req, overrideAccess: true })
    const session = (payload.db as unknown as { sessions: Sessions }).sessions[String(transactionID)]!
    const pid = (await session.db.execute(sql`SELECT pg_backend_pid() AS pid`)).rows[0]!.pid
    // What a database restart does to the connection holding the transaction.
    await databasePoolOf(payload).query('SELECT pg_terminate_backend($1)', [pid])

    await expect(payload.db.commitTransaction(transactionID!)).rejects.toBeTruthy()
    const { totalDocs } = await payload.count({ collection: 'sign-in-failures', where: { email: { equals: email } }, overrideAccess: true })
    expect(totalDocs).toBe(0)
  })
})
