#!/usr/bin/env node
// Installs dependencies (npm ci) when node_modules is missing or older than package-lock.json, so
// `npm run demo` and `npm test` both work on a fresh clone. Plain Node: it runs before node_modules exists.
import { spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(import.meta.dirname, '..')

export function ensureDependencies() {
  const [major, minor] = process.versions.node.split('.').map(Number)
  if (major < 20 || (major === 20 && minor < 9)) {
    console.error(`Node.js 20.9 or newer is needed (this is ${process.versions.node}).`)
    process.exit(1)
  }
  const installed = path.join(root, 'node_modules', '.package-lock.json')
  const lock = path.join(root, 'package-lock.json')
  if (existsSync(installed) && statSync(lock).mtimeMs <= statSync(installed).mtimeMs) return
  console.log('Installing dependencies (npm ci)...')
  const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' })
  if (install.status !== 0) process.exit(install.status ?? 1)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureDependencies()
