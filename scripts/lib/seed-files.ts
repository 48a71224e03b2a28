import { readdirSync } from 'node:fs'
import path from 'node:path'

import { PROJECT_ROOT } from './database'

export const DEMO_SUPER_ADMIN = {
  email: process.env.SEED_ADMIN_EMAIL ?? 'admin@dealer-platform.test',
  password: process.env.SEED_ADMIN_PASSWORD ?? 'demo-admin-pass',
}

/** Every dealer site seed in site-seeds/ (the shared make list is seeded with them, not listed here). */
export function allSiteSeedFiles() {
  const dir = path.join(PROJECT_ROOT, 'site-seeds')
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json') && f !== 'manufacturers.json')
    .sort()
    .map((f) => path.join(dir, f))
}
