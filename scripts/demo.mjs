#!/usr/bin/env node
// npm run demo: the one command for a fresh clone. Installs dependencies when needed, then starts the
// embedded database, applies migrations, seeds the demo sites when empty, builds and serves on :3000.
// Plain Node on purpose: it runs before node_modules exists.
import { spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const [major, minor] = process.versions.node.split('.').map(Number)
if (major < 20 || (major === 20 && minor < 9)) {
  console.error(`Node.js 20.9 or newer is needed (this is ${process.versions.node}).`)
  process.exit(1)
}

const installed = path.join(root, 'node_modules', '.package-lock.json')
const lock = path.join(root, 'package-lock.json')
if (!existsSync(installed) || statSync(lock).mtimeMs > statSync(installed).mtimeMs) {
  console.log('Installing dependencies (npm ci)...')
  const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' })
  if (install.status !== 0) process.exit(install.status ?? 1)
}

// Ctrl-C reaches the child too; it shuts down the web server and database, then we exit with it.
process.on('SIGINT', () => {})
const start = spawnSync('npx', ['tsx', 'scripts/start.ts', '--demo', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' })
process.exit(start.status ?? 0)
