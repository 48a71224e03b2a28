/**
 * npm start: database (DATABASE_URI or embedded), migrations, then `next start` on PORT (3000).
 *   --demo  also seeds the demo sites when the database has none, and builds first when the build is
 *           missing or older than the source (the README's one-command demo).
 *   --dev   runs `next dev` instead of a production build.
 * Ctrl-C stops the web server, then the embedded database, cleanly.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { runSeed } from '../src/seed/run-seed'
import { PROJECT_ROOT } from './lib/database'
import { startPayload } from './lib/payload'
import { allSiteSeedFiles, DEMO_SUPER_ADMIN } from './seed'

const args = new Set(process.argv.slice(2))
const demo = args.has('--demo')
const dev = args.has('--dev')
const port = process.env.PORT ?? '3000'
const started = Date.now()
const log = (line: string) => console.log(`[start +${((Date.now() - started) / 1000).toFixed(1)}s] ${line}`)

if (process.env.NODE_ENV === 'production' && !process.env.PAYLOAD_SECRET) throw new Error('Set PAYLOAD_SECRET (32+ random characters) before starting in production.')

/** A fingerprint of the source the build was made from, so the demo rebuilds only after changes. */
function sourceFingerprint(): string | null {
  const git = (...a: string[]) => spawnSync('git', a, { cwd: PROJECT_ROOT, encoding: 'utf8' })
  const head = git('rev-parse', 'HEAD')
  if (head.status !== 0) return null
  const changes = git('status', '--porcelain', '--untracked-files=all', '--', '.', ':!.data', ':!tests', ':!*.md')
  const diff = git('diff', 'HEAD', '--', '.', ':!tests', ':!*.md')
  return createHash('sha256').update(head.stdout + changes.stdout + diff.stdout).digest('hex')
}

function ensureBuild() {
  const marker = path.join(PROJECT_ROOT, '.next', 'SOURCE_FINGERPRINT')
  const fingerprint = sourceFingerprint()
  const built = existsSync(path.join(PROJECT_ROOT, '.next', 'BUILD_ID'))
  if (built && fingerprint && existsSync(marker) && readFileSync(marker, 'utf8') === fingerprint) return log('Production build is up to date.')
  log('Building the app for production (first run or changed source; takes a few minutes on 2 cores)...')
  const result = spawnSync('npx', ['next', 'build'], { cwd: PROJECT_ROOT, stdio: 'inherit', env: process.env })
  if (result.status !== 0) throw new Error('next build failed; see the output above.')
  if (fingerprint) writeFileSync(marker, fingerprint)
}

const { payload, database } = await startPayload(log)
log(`Database ready (${database.startedHere ? 'embedded PostgreSQL in .data/postgres' : 'DATABASE_URI'}); migrations applied.`)
if (demo) {
  const { totalDocs } = await payload.count({ collection: 'sites' })
  if (totalDocs === 0) {
    log('Empty database: seeding the demo dealer sites...')
    await runSeed(payload, allSiteSeedFiles(), { superAdmin: DEMO_SUPER_ADMIN })
  }
}
await payload.db.destroy?.()

if (demo && !dev) ensureBuild()

const web: ChildProcess = spawn('npx', ['next', dev ? 'dev' : 'start', '-p', port], { cwd: PROJECT_ROOT, stdio: 'inherit', env: process.env })
let stopping = false
const stop = async (code: number) => {
  if (stopping) return
  stopping = true
  if (web.exitCode === null && web.signalCode === null) {
    web.kill('SIGTERM')
    await new Promise((resolve) => web.once('exit', resolve))
  }
  await database.stop()
  process.exit(code)
}
process.on('SIGINT', () => void stop(0))
process.on('SIGTERM', () => void stop(0))
web.on('exit', (code) => void stop(code ?? 1))
log(`Shopper sites: http://localhost:${port} (default site), http://{site-slug}.localhost:${port}; admin: http://localhost:${port}/admin`)
