/** Runs a command (e.g. `payload migrate:create`) with DATABASE_URI pointing at a running database. */
import { spawn } from 'node:child_process'

import { resolveDatabase } from './lib/database'
import { runToCompletion } from './lib/run-to-completion'

const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('Usage: node scripts/run.mjs with-database <command> [args]')
  process.exit(2)
}
runToCompletion(`Running ${command}`, async () => {
  const database = await resolveDatabase()
  const child = spawn('npx', [command, ...args], { stdio: 'inherit', env: process.env })
  const code: number = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)))
  await database.stop()
  console.log(`${[command, ...args].join(' ')}: ${code === 0 ? 'done' : `failed (exit code ${code})`}.`)
  process.exitCode = code
})
