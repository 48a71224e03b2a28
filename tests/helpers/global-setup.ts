import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { startEmbeddedPostgres } from '../../scripts/lib/embedded-postgres'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUri: string
  }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })

type Database = { uri: string; stop: () => Promise<void> }
const SHARED = Symbol.for('dealer-platform.int-database')

/**
 * Integration tests run against a real PostgreSQL with a fresh database per run: an embedded server in
 * a new temporary folder (or, with TEST_DATABASE_URI, a new database on that server). Both integration
 * projects (int, int-own-settings) use the one database: the first setup makes it, the last teardown stops it.
 */
export default async function setup(project: TestProject) {
  const shared = ((globalThis as Record<symbol, unknown>)[SHARED] ??= { database: createDatabase(), users: 0 }) as {
    database: Promise<Database>
    users: number
  }
  shared.users++
  const database = await shared.database
  project.provide('databaseUri', database.uri)
  return async () => {
    if (--shared.users === 0) await database.stop()
  }
}

async function createDatabase(): Promise<Database> {
  if (process.env.TEST_DATABASE_URI) {
    const base = new URL(process.env.TEST_DATABASE_URI)
    const name = `test_${Date.now()}`
    const { default: pg } = await import('pg')
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URI })
    await admin.connect()
    await admin.query(`CREATE DATABASE "${name}"`)
    await admin.end()
    base.pathname = `/${name}`
    return { uri: base.toString(), stop: async () => undefined }
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dealer-platform-test-'))
  chmodSync(dir, 0o755) // the postgres user must be able to reach its data folder inside
  const database = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), port: await freePort(), database: 'dealer_platform_test' })
  return {
    uri: database.uri,
    stop: async () => {
      await database.stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
