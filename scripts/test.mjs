#!/usr/bin/env node
/**
 * `npm test`: every test the project has, in the order that stops soonest on a mistake, with the
 * production build made beside the integration tests (they wait on PostgreSQL more than on the CPU) so
 * the browser and cluster tests find it ready. Stops at the first failing step; prints each step's time.
 *   typecheck | lint | unit  ->  integration, then the browser tests' database | build  ->  browser (e2e)  ->  cluster
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..')
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const times = []
/** The browser tests' database, seeded beside the build (tests/helpers/app-server.ts copies it). */
const prepared = mkdtempSync(path.join(os.tmpdir(), 'dealer-platform-e2e-prepared-'))

/** Runs a command in the project; its lines are prefixed with `prefix` when given (steps running side by side). */
function step(name, command, args, prefix = '') {
  const started = Date.now()
  const child = spawn(command, args, { cwd: ROOT, stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
  if (prefix) {
    for (const stream of [child.stdout, child.stderr]) {
      let rest = ''
      stream.on('data', (chunk) => {
        const lines = (rest + chunk.toString('utf8')).split('\n')
        rest = lines.pop() ?? ''
        for (const line of lines) process.stdout.write(`${prefix}${line}\n`)
      })
      stream.on('end', () => rest && process.stdout.write(`${prefix}${rest}\n`))
    }
  }
  return new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      times.push([name, Date.now() - started])
      resolve(code === 0 ? 0 : (code ?? 1))
      if (code !== 0) console.error(`\n${name} failed (${signal ?? `exit ${code}`}).`)
    }),
  )
}

function report() {
  console.log('\nnpm test, step by step:')
  for (const [name, ms] of times) console.log(`  ${name.padEnd(34)} ${(ms / 1000).toFixed(0).padStart(5)} s`)
}

async function main() {
  const started = Date.now()
  // tsc and ESLint each keep one core busy and wait on the disk at start: the unit tests fill the gaps.
  const checks = await Promise.all([
    step('typecheck', npm, ['run', '--silent', 'typecheck'], '[typecheck] '),
    step('lint', npm, ['run', '--silent', 'lint'], '[lint] '),
    step('unit tests (beside them)', npm, ['run', '--silent', 'test:unit'], '[unit] '),
  ])
  if (checks.some((code) => code !== 0)) return 1
  // The build takes longer than the integration tests: the browser tests' database is seeded after them, beside it.
  const [integration, build] = await Promise.all([
    step('integration tests', npm, ['run', '--silent', 'test:int']).then((code) =>
      code === 0
        ? step(
            'browser tests’ database (beside the build)',
            process.execPath,
            [path.join('scripts', 'run.mjs'), 'prepare-e2e-database', prepared],
            '[e2e database] ',
          )
        : code,
    ),
    step('production build (beside them)', process.execPath, [path.join('scripts', 'run.mjs'), 'ensure-build'], '[build] '),
  ])
  if (integration !== 0 || build !== 0) return 1
  process.env.E2E_PREPARED_DATABASE = prepared
  for (const [name, script] of [
    ['browser tests', 'test:e2e'],
    ['cluster test', 'test:cluster'],
  ]) {
    if ((await step(name, npm, ['run', '--silent', script])) !== 0) return 1
  }
  times.push(['all', Date.now() - started])
  return 0
}

const code = await main()
rmSync(prepared, { recursive: true, force: true })
report()
process.exit(code)
