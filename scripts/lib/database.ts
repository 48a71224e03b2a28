import path from 'node:path'

import { embeddedPostgresUri, startEmbeddedPostgres, type RunningDatabase } from './embedded-postgres'

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..')

const EMBEDDED = { dataDir: path.join(PROJECT_ROOT, '.data', 'postgres'), port: Number(process.env.EMBEDDED_PG_PORT ?? 54329), database: 'dealer_platform' }

/**
 * Decided when this module loads, before payload.config is imported (it reads DATABASE_URI then):
 * DATABASE_URI when set (your PostgreSQL, docker compose, CI service), else the embedded server's address.
 */
const useEmbedded = !process.env.DATABASE_URI
if (useEmbedded) process.env.DATABASE_URI = embeddedPostgresUri(EMBEDDED.port, EMBEDDED.database)

/** Starts (or finds) the embedded server when DATABASE_URI was not given; otherwise uses DATABASE_URI as is. */
export async function resolveDatabase(log: (line: string) => void = console.log): Promise<RunningDatabase> {
  if (!useEmbedded) return { uri: process.env.DATABASE_URI!, stop: async () => {}, startedHere: false }
  return startEmbeddedPostgres({ ...EMBEDDED, log })
}
