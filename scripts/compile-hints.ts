/**
 * Part of `npm run build`, after `next build`: marks the shopper pages' first-load scripts with V8's
 * compile hint (scripts/lib/compile-hints.ts). `npm run demo` and the test servers build through
 * ensureProductionBuild, which does the same.
 */
import path from 'node:path'

import { markCompileHints } from './lib/compile-hints'

const { marked, files } = markCompileHints(path.resolve(import.meta.dirname, '..', '.next'))
console.log(`Compile hints: ${marked} of ${files} shopper first-load scripts marked (the others already were).`)
