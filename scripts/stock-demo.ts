/**
 * npm run stock:demo [-- --count 50000] [--site <slug>]
 * Replaces the demo sites' stock with freshly generated demo cars (default 2,000 over all demo
 * sites), as full feeds through the normal import, then the weeks of demo insights over that stock
 * (src/seed/insights-demo.ts, for sites that have none yet). `npm run demo` does this once, on an empty store.
 */
import { parseArgs } from 'node:util'

// ./lib/payload first: it settles DATABASE_URI (the embedded database when unset) before anything reads the environment.
import { startPayload } from './lib/payload'
import { DEMO_STOCK_COUNT, loadDemoStock } from './lib/demo-stock'
import { runToCompletion } from './lib/run-to-completion'
// After ./lib/payload, which settles DATABASE_URI: the insights capability reads the environment when it loads.
import { seedDemoInsights } from '../src/seed/insights-demo'

const { values } = parseArgs({ options: { count: { type: 'string', default: String(DEMO_STOCK_COUNT) }, site: { type: 'string', multiple: true } } })
const count = Number(values.count)
if (!Number.isInteger(count) || count < 1) {
  console.error('--count must be a positive whole number')
  process.exit(2)
}
runToCompletion('Loading demo stock', async () => {
  const { payload, close } = await startPayload(() => {})
  try {
    let loaded = 0
    const log = (line: string) => {
      loaded++
      console.log(line)
    }
    await loadDemoStock(payload, { count, onlyEmpty: false, sites: values.site, log })
    if (loaded === 0) {
      console.error(`No demo site${values.site ? ` matches --site ${values.site.join(', ')}` : ' found in site-seeds/'}: no stock loaded.`)
      process.exitCode = 1
    } else {
      console.log(`Demo stock loaded for ${loaded} site${loaded === 1 ? '' : 's'}.`)
      await seedDemoInsights(payload, { sites: values.site, log: console.log })
    }
  } catch (error) {
    console.error(error)
    process.exitCode = 1
  } finally {
    await close()
  }
})
