#!/usr/bin/env node
// npm run demo: the one command for a fresh clone. Installs dependencies when needed, then starts the
// embedded database, applies migrations, seeds the demo sites when empty, builds and serves on :3000.
import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { ensureDependencies } from './ensure-deps.mjs'

ensureDependencies()

// Ctrl-C reaches the child too; it shuts down the web server and database, then we exit with it.
process.on('SIGINT', () => {})
const start = spawnSync(process.execPath, [path.join(import.meta.dirname, 'run.mjs'), 'start', '--demo', ...process.argv.slice(2)], {
  cwd: path.resolve(import.meta.dirname, '..'),
  stdio: 'inherit',
})
process.exit(start.status ?? 1)
