import { type sql } from '@payloadcms/db-postgres'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'

/** Raw SQL on a Payload transaction: a lock or a count that must see what the transaction wrote. */
export type SqlExecutor = { execute: (query: ReturnType<typeof sql>) => Promise<{ rows: Record<string, unknown>[] }> }

/** SQL on the request's transaction when it has one (so a lock and a count see what it wrote), else outside. */
async function sqlExecutor(req: PayloadRequest): Promise<SqlExecutor> {
  const db = req.payload.db as unknown as { drizzle: SqlExecutor; sessions?: Record<string | number, { db: SqlExecutor } | undefined> }
  const transaction = req.transactionID ? db.sessions?.[await req.transactionID]?.db : undefined
  return transaction ?? db.drizzle
}

/**
 * The one way to run Payload operations in one transaction (withTransaction in ./database is the one for
 * the platform's own SQL): `work` passes `req` to every Payload call, and may lock with `executor` first.
 * It commits when `work` returns and rolls back however it throws.
 */
export async function withPayloadTransaction<T>(
  payload: Payload,
  work: (req: PayloadRequest, executor: SqlExecutor) => Promise<T>,
  requestOptions: Parameters<typeof createLocalReq>[0] = {},
): Promise<T> {
  const req = await createLocalReq(requestOptions, payload)
  await initTransaction(req)
  try {
    const result = await work(req, await sqlExecutor(req))
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
