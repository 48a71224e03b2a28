import path from 'node:path'

import { startEmbeddedPostgres, type RunningDatabase } from './embedded-postgres'

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..')

/** DATABASE_URI when set (your PostgreSQL, docker compose, CI service); else the embedded server in .data/. */
export async function resolveDatabase(log: (line: string) => void = console.log): Promise<RunningDatabase> {
  if (process.env.DATABASE_URI) return { uri: process.env.DATABASE_URI, stop: async () => {}, startedHere: false }
  const running = await startEmbeddedPostgres({
    dataDir: path.join(PROJECT_ROOT, '.data', 'postgres'),
    port: Number(process.env.EMBEDDED_PG_PORT ?? 54329),
    database: 'dealer_platform',
    log,
  })
  process.env.DATABASE_URI = running.uri
  return running
}
