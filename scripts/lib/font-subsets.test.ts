import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { readFont } from './font-characters'
import { fontSubsets } from './font-subsets'

const root = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => readFileSync(path.join(root, file))

/** Every shopper stylesheet's text (the admin's are Payload's own). */
const shopperCss = ['src', 'blocks']
  .flatMap((dir) => readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.css') && !file.split(path.sep).includes('admin')).map((file) => path.join(dir, file)))
  .map((file) => read(file).toString('utf8'))
  .join('\n')
const numbersAfter = (pattern: RegExp) => [...shopperCss.matchAll(pattern)].map(([, value]) => Number(value))

describe('the shopper fonts (cut to the weights the pages use)', () => {
  it.each(Object.entries(fontSubsets))('%s keeps every character and feature of the published font, and the listed weights', async (_name, { source, file, weights }) => {
    // One at a time: the woff2 decoder does not take two fonts at once.
    const published = await readFont(read(source))
    const cut = await readFont(read(file))
    expect(cut.characters).toEqual(published.characters)
    expect(new Set(cut.features)).toEqual(new Set(published.features))
    expect(cut.features).toContain('tnum')
    expect(cut.axes.wght).toMatchObject({ min: weights.min, max: weights.max })
  })

  it('covers every weight a shopper stylesheet asks for: text in Inter, Showroom headings in Outfit', () => {
    const textWeights = numbersAfter(/font-weight:\s*(\d+)/g)
    const headingWeights = numbersAfter(/--heading-weight:\s*(\d+)/g)
    expect(textWeights.length).toBeGreaterThan(0)
    expect(headingWeights.length).toBeGreaterThan(0)
    const outside = (values: number[], { min, max }: { min: number; max: number }) => values.filter((value) => value < min || value > max)
    expect(outside([...textWeights, ...headingWeights], fontSubsets.inter.weights)).toEqual([])
    expect(outside(headingWeights, fontSubsets.outfit.weights)).toEqual([])
  })

  it('the shopper layout loads each cut file with its weight range', () => {
    const layout = read('src/app/(site)/layout.tsx').toString('utf8')
    for (const { file } of Object.values(fontSubsets)) expect(layout).toContain(`src: './fonts/${path.basename(file)}', variable: `)
    for (const { weights } of Object.values(fontSubsets)) expect(layout).toContain(`weight: '${weights.min} ${weights.max}'`)
  })
})
