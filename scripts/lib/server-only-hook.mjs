/**
 * For a script run outside scripts/run.mjs (`tsx --import` or `node --import` this file) that loads
 * capability code marked `import 'server-only'`: Next.js, the tests (vitest alias) and scripts/run.mjs's
 * bundles resolve that marker to its empty module; plain Node would resolve it to the file that throws,
 * as if a browser bundle had imported it.
 */
import { register } from 'node:module'

const empty = new URL('../../node_modules/server-only/empty.js', import.meta.url).href
const hook = `export async function resolve(specifier, context, next) { return specifier === 'server-only' ? { url: ${JSON.stringify(empty)}, shortCircuit: true } : next(specifier, context) }`
register(`data:text/javascript,${encodeURIComponent(hook)}`)
