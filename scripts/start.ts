/**
 * npm start: database (DATABASE_URI or embedded), migrations, then `next start` on PORT (3000).
 *   --demo  also seeds the demo sites when the database has none (with demo stock, and four weeks of
 *           insights ending yesterday, src/seed/insights-demo.ts), and builds first when the build is
 *           missing or older than the source (the README's one-command demo).
 *   SEED_DEMO=1 seeds as --demo does but never builds: the production image always has its build, and
 *           has no git, without which --demo takes any build for out of date (docs/deploying-and-scaling.md).
 *   --dev   runs `next dev` instead of a production build.
 * Ctrl-C stops the web server, then the embedded database, cleanly.
 */
import { spawn, type ChildProcess } from 'node:child_process'

import { runSeed } from '../src/seed/run-seed'
import { PROJECT_ROOT } from './lib/database'
import { appServerNodeFlags, ensureProductionBuild, NEXT_BIN } from './lib/build'
import { loadDemoStock } from './lib/demo-stock'
import { startPayload } from './lib/payload'
import { allSiteSeedFiles, DEMO_SUPER_ADMIN } from './lib/seed-files'
// After ./lib/database, which settles DATABASE_URI: the insights capability reads the environment when it loads.
import { seedDemoInsights } from '../src/seed/insights-demo'

const args = new Set(process.argv.slice(2))
const demo = args.has('--demo')
const seedDemo = demo || process.env.SEED_DEMO === '1'
const dev = args.has('--dev')
const port = process.env.PORT ?? '3000'
const started = Date.now()
const log = (line: string) => console.log(`[start +${((Date.now() - started) / 1000).toFixed(1)}s] ${line}`)

if (process.env.NODE_ENV === 'production' && !process.env.PAYLOAD_SECRET)
  throw new Error('Set PAYLOAD_SECRET (32+ random characters) before starting in production.')

const { payload, database, disconnect } = await startPayload(log)
log(`Database ready (${database.startedHere ? 'embedded PostgreSQL in .data/postgres' : 'DATABASE_URI'}); migrations applied.`)
if (seedDemo) {
  const { totalDocs } = await payload.count({ collection: 'sites' })
  if (totalDocs === 0) {
    log('Empty database: seeding the demo dealer sites...')
    await runSeed(payload, allSiteSeedFiles(), { superAdmin: DEMO_SUPER_ADMIN })
  }
  await loadDemoStock(payload, { onlyEmpty: true, log })
  // Four weeks of shopper visits ending yesterday and the leads they sent, so Insights has something true to show; a site
  // whose yesterday is already there is left alone, so a restart the same day adds nothing.
  await seedDemoInsights(payload, { log })
}
await disconnect()

if (demo && !dev) ensureProductionBuild(log)

const web: ChildProcess = spawn(process.execPath, [...appServerNodeFlags(), NEXT_BIN, dev ? 'dev' : 'start', '-p', port], {
  cwd: PROJECT_ROOT,
  stdio: 'inherit',
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
})
let stopping = false
const stop = async (code: number) => {
  if (stopping) return
  stopping = true
  if (web.exitCode === null && web.signalCode === null) {
    web.kill('SIGTERM')
    // The server drains and exits by itself (scripts/lib/app-server-lifecycle.mjs); past its own bounds it is killed, so the database still stops.
    const bound =
      Number(process.env.SHUTDOWN_DEREGISTER_MS ?? 0) + Number(process.env.SHUTDOWN_DRAIN_MS ?? 10_000) + Number(process.env.SHUTDOWN_TASKS_MS ?? 5_000) + 5_000
    const kill = setTimeout(() => web.kill('SIGKILL'), bound)
    await new Promise((resolve) => web.once('exit', resolve))
    clearTimeout(kill)
  }
  await database.stop()
  process.exit(code)
}
process.on('SIGINT', () => void stop(0))
process.on('SIGTERM', () => void stop(0))
web.on('exit', (code) => void stop(code ?? 1))
log(`Shopper sites: http://localhost:${port} (default site), http://{site-slug}.localhost:${port}; admin: http://localhost:${port}/admin`)
