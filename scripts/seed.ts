/**
 * npm run seed -- site-seeds/<file>.json [more files]
 * Upserts the make list and the given dealer sites through Payload's Local API. Safe to run again:
 * unchanged documents are left alone. With no file, seeds every site in site-seeds/.
 */
import path from 'node:path'

import { SEED_FILE_ERROR } from '../src/seed/load-seed-file'
import { runSeed } from '../src/seed/run-seed'
import { hasErrorCode } from '../src/platform/error-code'
import { allSiteSeedFiles, DEMO_SUPER_ADMIN } from './lib/seed-files'
import { startPayload } from './lib/payload'
import { runToCompletion } from './lib/run-to-completion'

async function main() {
  const files = process.argv.slice(2).filter((a) => !a.startsWith('-'))
  const { payload, close } = await startPayload()
  try {
    const siteFiles = files.length ? files.map((f) => path.resolve(f)) : allSiteSeedFiles()
    const report = await runSeed(payload, siteFiles, { superAdmin: DEMO_SUPER_ADMIN })
    for (const [collection, t] of Object.entries(report))
      console.log(`${collection.padEnd(18)} created ${t.created}, updated ${t.updated}, unchanged ${t.unchanged}`)
    console.log(`Seeded the make list and ${siteFiles.length} site${siteFiles.length === 1 ? '' : 's'}.`)
  } catch (error) {
    console.error(hasErrorCode(error, SEED_FILE_ERROR) ? error.message : error)
    process.exitCode = 1
  } finally {
    await close()
  }
}

runToCompletion('Seeding', main)
