import { readdirSync } from 'node:fs'
import path from 'node:path'

export const SEED_DIR = path.resolve(import.meta.dirname, '../../site-seeds')

export const demoSeedFiles = () =>
  readdirSync(SEED_DIR)
    .filter((f) => f.endsWith('.json') && f !== 'manufacturers.json')
    .sort()
    .map((f) => path.join(SEED_DIR, f))
