/**
 * npm run stock:demo [-- --count 50000] [--site <slug>]
 * Replaces the demo sites' stock with freshly generated demo cars (default 2,000 over all demo
 * sites), as full feeds through the normal import. `npm run demo` does this once, on an empty store.
 */
import { parseArgs } from 'node:util'

// ./lib/payload first: it settles DATABASE_URI (the embedded database when unset) before anything reads the environment.
import { startPayload } from './lib/payload'
import { DEMO_STOCK_COUNT, loadDemoStock } from './lib/demo-stock'
import { runToCompletion } from './lib/run-to-completion'

const { values } = parseArgs({ options: { count: { type: 'string', default: String(DEMO_STOCK_COUNT) }, site: { type: 'string', multiple: true } } })
const count = Number(values.count)
if (!Number.isInteger(count) || count < 1) {
  console.error('--count must be a positive whole number')
  process.exit(2)
}
runToCompletion('Loading demo stock', async () => {
  const { payload, close } = await startPayload(() => {})
  try {
    await loadDemoStock(payload, { count, onlyEmpty: false, sites: values.site, log: console.log })
  } catch (error) {
    console.error(error)
    process.exitCode = 1
  } finally {
    await close()
  }
})
