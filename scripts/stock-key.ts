/**
 * npm run stock:key -- --site <slug> [--label "DMS nightly feed"]
 * Creates a stock import key for a site and prints it once: the dealer's feed sends it as
 * `Authorization: Bearer <key>` to POST /api/stock/import. Only its SHA-256 hash is stored.
 */
import { randomBytes } from 'node:crypto'
import { parseArgs } from 'node:util'

import { createImportKey } from '../src/features/search/stock/stock-store'
import { startPayload } from './lib/payload'
import { runToCompletion } from './lib/run-to-completion'
import { databasePoolOf } from '../src/platform/database'

const { values } = parseArgs({ options: { site: { type: 'string' }, label: { type: 'string' } } })
const site = values.site
if (!site) {
  console.error('Usage: npm run stock:key -- --site <slug> [--label <text>]')
  process.exit(2)
}
runToCompletion('Creating the stock import key', async () => {
  const { payload, close } = await startPayload(() => {})
  try {
    const { totalDocs } = await payload.count({ collection: 'sites', where: { slug: { equals: site } } })
    if (totalDocs === 0) throw new Error(`No site with slug "${site}"`)
    const key = `sk_${randomBytes(24).toString('base64url')}`
    await createImportKey(databasePoolOf(payload), site, values.label ?? null, key)
    console.log(`Stock import key for ${site} (shown once, store it in the feed's settings):\n${key}`)
  } catch (error) {
    console.error((error as Error).message)
    process.exitCode = 1
  } finally {
    await close()
  }
})
