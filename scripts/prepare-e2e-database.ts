/**
 * node scripts/run.mjs prepare-e2e-database <dir>
 *
 * Seeds the browser tests' demo database (the three sites and 900 cars) into <dir> and stops it.
 * `npm test` runs it beside the production build and passes <dir> to the browser tests as
 * E2E_PREPARED_DATABASE, which copy it instead of seeding their own (tests/helpers/app-server.ts).
 */
import { prepareDemoDatabase, E2E_STOCK_COUNT } from '../tests/helpers/app-server'
import { runToCompletion } from './lib/run-to-completion'

runToCompletion('Preparing the browser tests’ database', async () => {
  const dir = process.argv[2]
  if (!dir) throw new Error('Usage: node scripts/run.mjs prepare-e2e-database <dir>')
  await prepareDemoDatabase(dir, E2E_STOCK_COUNT)
})
