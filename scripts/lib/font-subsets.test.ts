import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { readFont } from './font-characters'
import { fontSubsets } from './font-subsets'

const root = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => readFileSync(path.join(root, file))

describe('the shopper fonts (cut to the weights the pages use)', () => {
  it.each(Object.entries(fontSubsets))(
    '%s keeps every character and feature of the published font, and the listed weights',
    async (_name, { source, file, weights }) => {
      // One at a time: the woff2 decoder does not take two fonts at once.
      const published = await readFont(read(source))
      const cut = await readFont(read(file))
      expect(cut.characters).toEqual(published.characters)
      expect(new Set(cut.features)).toEqual(new Set(published.features))
      expect(cut.features).toContain('tnum')
      expect(cut.axes.wght).toMatchObject({ min: weights.min, max: weights.max })
    },
  )

  it('the shopper layout loads each cut file with its weight range', () => {
    const layout = read('src/app/(site)/layout.tsx').toString('utf8')
    for (const { file } of Object.values(fontSubsets))
      expect(layout).toMatch(new RegExp(`src: '\\./fonts/${path.basename(file).replaceAll('.', '\\.')}',\\s+variable: `))
    for (const { weights } of Object.values(fontSubsets)) expect(layout).toContain(`weight: '${weights.min} ${weights.max}'`)
  })
})
