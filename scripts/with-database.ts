/** Runs a command (e.g. `payload migrate:create`) with DATABASE_URI pointing at a running database. */
import { spawn } from 'node:child_process'

import { resolveDatabase } from './lib/database'

const database = await resolveDatabase()
const [command, ...args] = process.argv.slice(2)
if (!command) throw new Error('Usage: tsx scripts/with-database.ts <command> [args]')
const child = spawn('npx', [command, ...args], { stdio: 'inherit', env: process.env })
const code: number = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)))
await database.stop()
process.exit(code)
