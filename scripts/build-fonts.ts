/**
 * npm run fonts:build — writes the shopper pages' fonts (scripts/lib/font-subsets.ts) from the published
 * variable fonts, with HarfBuzz's subsetter: the same characters and features, only the weights the
 * stylesheets use. Run it after upgrading @fontsource-variable/* or changing a weight range; the files
 * are committed so a build needs no font tooling.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import subsetFont from 'subset-font'

import { fontSubsets } from './lib/font-subsets'
import { fontCharacters } from './lib/font-characters'

const root = path.resolve(import.meta.dirname, '..')

for (const { source, file, weights } of Object.values(fontSubsets)) {
  const published = readFileSync(path.join(root, source))
  const cut = await subsetFont(published, await fontCharacters(published), { targetFormat: 'woff2', variationAxes: { wght: weights } })
  writeFileSync(path.join(root, file), cut)
  console.log(`${file}: ${cut.length} bytes (the published file: ${published.length})`)
}
