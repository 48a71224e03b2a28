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

/**
 * Integration tests run against a real PostgreSQL with a fresh database per run: an embedded server in
 * a new temporary folder (or, with TEST_DATABASE_URI, a new database on that server).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URI) {
    const base = new URL(process.env.TEST_DATABASE_URI)
    const name = `test_${Date.now()}`
    const { default: pg } = await import('pg')
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URI })
    await admin.connect()
    await admin.query(`CREATE DATABASE "${name}"`)
    await admin.end()
    base.pathname = `/${name}`
    project.provide('databaseUri', base.toString())
    return
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dealer-platform-test-'))
  chmodSync(dir, 0o755) // the postgres user must be able to reach its data folder inside
  const database = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), port: await freePort(), database: 'dealer_platform_test' })
  project.provide('databaseUri', database.uri)
  return async () => {
    await database.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}
