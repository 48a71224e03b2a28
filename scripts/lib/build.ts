import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { markCompileHints } from './compile-hints'
import { PROJECT_ROOT } from './database'

/** A fingerprint of the source a build was made from (HEAD plus uncommitted changes), null outside git. */
function sourceFingerprint(): string | null {
  const git = (...a: string[]) => spawnSync('git', a, { cwd: PROJECT_ROOT, encoding: 'utf8' })
  const head = git('rev-parse', 'HEAD')
  if (head.status !== 0) return null
  const outsideBuild = ['--', '.', ':!tests', ':!*.md', ':!.ci']
  const changes = git('status', '--porcelain', '--untracked-files=all', ...outsideBuild)
  const diff = git('diff', 'HEAD', ...outsideBuild)
  const hash = createHash('sha256').update(head.stdout + changes.stdout + diff.stdout)
  // git diff leaves out new files: their content counts too, or editing one would not rebuild.
  const untracked = git('ls-files', '--others', '--exclude-standard', ...outsideBuild)
  for (const file of untracked.stdout.split('\n').filter(Boolean)) {
    const full = path.join(PROJECT_ROOT, file)
    if (existsSync(full)) hash.update(file).update(readFileSync(full))
  }
  return hash.digest('hex')
}

/** Next.js's own CLI, run with this Node directly (no npx wrapper process holding ~75 MB). */
export const NEXT_BIN = path.join(PROJECT_ROOT, 'node_modules', 'next', 'dist', 'bin', 'next')

/**
 * Node flags for the app server. A page render allocates a lot of short-lived objects (React
 * elements, InstantSearch's facet lists, JSON); with V8's default 16 MB young generation the
 * collector runs every few requests. 64 MB cut GC time and raised the search page's throughput at
 * 10 connections from 50 to 57 requests/s on the 2-core bench machine (npm run bench:pages).
 * app-server-hooks.mjs records which connection sent each request (per-shopper rate limits), keeps Next's internal rewrite header out of answers,
 * and keeps a finished request from being held in memory by later ones (issue 38: caches' values made outside requests, abort reasons' stacks formatted).
 */
export const APP_SERVER_NODE_FLAGS = [
  '--max-semi-space-size=64',
  '--import',
  pathToFileURL(path.join(PROJECT_ROOT, 'scripts', 'lib', 'app-server-hooks.mjs')).href,
]

/** The app server's Node flags with APP_NODE_ARGS's after them (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`, to see what a render spends). */
export const appServerNodeFlags = (env: Record<string, string | undefined> = process.env): string[] => [
  ...APP_SERVER_NODE_FLAGS,
  ...(env.APP_NODE_ARGS ?? '').split(' ').filter(Boolean),
]

/** Runs `next build` (and marks its compile hints, as `npm run build` does) unless .next already holds a build of exactly this source. */
export function ensureProductionBuild(log: (line: string) => void) {
  const marker = path.join(PROJECT_ROOT, '.next', 'SOURCE_FINGERPRINT')
  const fingerprint = sourceFingerprint()
  const built = existsSync(path.join(PROJECT_ROOT, '.next', 'BUILD_ID'))
  if (built && fingerprint && existsSync(marker) && readFileSync(marker, 'utf8') === fingerprint) {
    log('Production build is up to date.')
    return
  }
  log('Building the app for production (first run or changed source)...')
  const result = spawnSync(process.execPath, [NEXT_BIN, 'build'], {
    cwd: PROJECT_ROOT,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  })
  if (result.status !== 0) throw new Error('next build failed; see the output above.')
  const hints = markCompileHints(path.join(PROJECT_ROOT, '.next'))
  log(`Compile hints on ${hints.marked} shopper first-load scripts.`)
  if (fingerprint) writeFileSync(marker, fingerprint)
}
