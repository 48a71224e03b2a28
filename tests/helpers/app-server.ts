import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { appServerNodeFlags, ensureProductionBuild, NEXT_BIN } from '../../scripts/lib/build'
import { PROJECT_ROOT } from '../../scripts/lib/database'
import { startEmbeddedPostgres } from '../../scripts/lib/embedded-postgres'

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })

async function waitForHttp(url: string, server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The app server exited with code ${server.exitCode} before answering.`)
    try {
      const response = await fetch(url)
      if (response.status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300))
  }
  throw new Error(`The app server did not answer ${url} within ${timeoutMs / 1000}s.`)
}

/**
 * Runs a setup script as `npm run` does (scripts/run.mjs: its esbuild bundle, no loader) and checks that
 * it exited 0 and `done()` finds its work in the database. No second try: the runs that now and then
 * exited 0 having done nothing (module loading that never settled on Node 20, see scripts/run.mjs) are
 * gone, and an exit before a script finished is an exit 1 (scripts/lib/run-to-completion.ts), so a
 * failure here is a real one to look at.
 */
async function runSetupScript(args: string[], env: NodeJS.ProcessEnv, what: string, done: () => Promise<boolean>) {
  const child = spawn(process.execPath, [path.join(PROJECT_ROOT, 'scripts', 'run.mjs'), ...args], { cwd: PROJECT_ROOT, env, stdio: 'inherit' })
  const code: number = await new Promise((resolve) => child.on('exit', (exitCode) => resolve(exitCode ?? 1)))
  if (code !== 0) throw new Error(`${what} failed (exit ${code}); see its output above.`)
  if (!(await done())) throw new Error(`${what} exited 0, but its work is not in the database.`)
}

/** Whether `sql` (a count) finds at least one row in the database. */
async function hasRows(uri: string, sql: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: uri })
  await client.connect()
  try {
    const { rows } = await client.query<{ count: string }>(sql)
    return Number(rows[0]?.count ?? 0) > 0
  } catch (error) {
    // A run that stopped before its migrations leaves no tables: not done.
    if ((error as { code?: string }).code === '42P01') return false
    throw error
  } finally {
    await client.end()
  }
}

/**
 * The test app servers' minimum fill time for lead forms (FORM_MIN_FILL_MS; production keeps 2 s): the
 * browser waits out what its server says, and a test sending leads itself waits just past this.
 */
export const E2E_FORM_MIN_FILL_MS = 300

/**
 * A fresh embedded PostgreSQL in `dir` holding the demo seed and `stockCount` demo cars, and the
 * environment an app server needs against it: what browser tests, the cluster test and benchmarks run on.
 */
/**
 * Set by `npm test` (scripts/test.mjs): a demo database it seeded beside the production build, while
 * the build kept the other core busy. A browser-test run copies it instead of seeding its own.
 */
const PREPARED_DATABASE = process.env.E2E_PREPARED_DATABASE
/** The browser tests' and benches' demo stock. */
export const E2E_STOCK_COUNT = 900
const preparedFor = (stockCount: number) =>
  Boolean(
    PREPARED_DATABASE &&
    existsSync(path.join(PREPARED_DATABASE, 'stock-count')) &&
    readFileSync(path.join(PREPARED_DATABASE, 'stock-count'), 'utf8') === String(stockCount),
  )

export async function startDemoDatabase(dir: string, { stockCount, log = () => {} }: { stockCount: number; log?: (line: string) => void }) {
  const dataDir = path.join(dir, 'pg')
  const prepared = preparedFor(stockCount)
  // A stopped server's data folder, copied with its owner (the postgres user when run as root).
  if (prepared && spawnSync('cp', ['-a', path.join(PREPARED_DATABASE!, 'pg'), dataDir]).status !== 0)
    throw new Error(`Could not copy the prepared database from ${PREPARED_DATABASE}`)
  const port = await freePort()
  const database = await startEmbeddedPostgres({ dataDir, port, database: 'dealer_platform_e2e', log })
  // The offline mailbox (no SMTP_URL): lead deliveries land here as .eml files the tests read.
  const mailboxDir = path.join(dir, 'mailbox')
  // Scheduled publishing looks every second, so a page scheduled a few seconds ahead goes live on time.
  const env = {
    SCHEDULED_PUBLISH_SWEEP_MS: '1000',
    ...process.env,
    DATABASE_URI: database.uri,
    NEXT_TELEMETRY_DISABLED: '1',
    PAYLOAD_SECRET: 'e2e-secret-0123456789abcdef',
    MAILBOX_DIR: mailboxDir,
    FORM_MIN_FILL_MS: String(E2E_FORM_MIN_FILL_MS),
  }

  if (!prepared) {
    await runSetupScript(['seed'], env, 'Seeding the e2e database', () => hasRows(database.uri, 'SELECT count(*) FROM sites'))
    await runSetupScript(['stock-demo', '--count', String(stockCount)], env, 'Loading demo stock into the e2e database', () =>
      hasRows(database.uri, 'SELECT count(*) FROM stock_cars'),
    )
  }
  /** Starts the same PostgreSQL again on the same data and port, after `stop` (a database restart). */
  const restart = () => startEmbeddedPostgres({ dataDir, port, database: 'dealer_platform_e2e', log })
  return { database, restart, env, mailboxDir }
}

/** Seeds a demo database into `dir` and stops it, for startDemoDatabase to copy (E2E_PREPARED_DATABASE). */
export async function prepareDemoDatabase(dir: string, stockCount: number) {
  chmodSync(dir, 0o755)
  const { database } = await startDemoDatabase(dir, { stockCount })
  await database.stop()
  writeFileSync(path.join(dir, 'stock-count'), String(stockCount))
}

/**
 * A production build served by `next start` against a fresh embedded PostgreSQL holding the demo seed:
 * what browser tests and benchmarks run against.
 */
export async function startAppServer(log: (line: string) => void = () => {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dealer-platform-e2e-'))
  chmodSync(dir, 0o755)
  const { database, env, mailboxDir } = await startDemoDatabase(dir, { stockCount: E2E_STOCK_COUNT, log })

  ensureProductionBuild(log)
  const server = await startNextServer(env)
  await waitForHttp(`http://localhost:${server.port}/admin/login`, server.process, 60_000)

  const stop = async () => {
    await server.stop()
    await database.stop()
    rmSync(dir, { recursive: true, force: true })
  }
  return { port: server.port, databaseUri: database.uri, mailboxDir, serverPid: server.process.pid!, stop }
}

/**
 * One more `next start` of the production build (already built) with `env`, answering its liveness
 * check: a second app server on the same database, or one with other settings, for the tests that
 * stop, starve or restart a server (on `port` again after it stopped). `exited` settles with the exit code (or signal) when it ends.
 */
export async function startNextServer(env: NodeJS.ProcessEnv, atPort?: number) {
  const port = atPort ?? (await freePort())
  const child = spawn(process.execPath, [...appServerNodeFlags(), NEXT_BIN, 'start', '-p', String(port)], {
    cwd: PROJECT_ROOT,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  })
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')))
  await waitForHttp(`http://localhost:${port}/api/health/live`, child, 60_000)
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      process.kill(-child.pid, 'SIGTERM')
      await exited
    }
  }
  return { port, process: child, exited, stop }
}
