import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { fontSubsets } from '../../../scripts/lib/font-subsets'

const root = path.resolve(__dirname, '../../..')
const listed = (sheet: string) =>
  [...readFileSync(sheet, 'utf8').matchAll(/@import '(\.[^']+)'/g)].map((match) => path.relative(root, path.resolve(path.dirname(sheet), match[1]!)))

function stylesheetsUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css') && !file.split(path.sep).includes('admin'))
    .map((file) => path.join(dir, file))
}

describe('the shopper stylesheet', () => {
  it('takes in every shopper feature, component and block stylesheet, so none is left unstyled', () => {
    const shopperSheet = path.join(root, 'src/app/(site)/styles.css')
    const included = new Set([...listed(shopperSheet), ...listed(path.join(root, 'blocks/blocks.css'))])
    const missing = [...stylesheetsUnder('src/features'), ...stylesheetsUnder('src/components'), ...stylesheetsUnder('blocks')].filter(
      (file) => !included.has(file),
    )
    expect(missing).toEqual([])
  })

  it('asks only for weights the shopper fonts keep: text in Inter, Showroom headings in Outfit (scripts/lib/font-subsets.ts)', () => {
    const shopperCss = [...stylesheetsUnder('src'), ...stylesheetsUnder('blocks')].map((sheet) => readFileSync(path.join(root, sheet), 'utf8')).join('\n')
    const numbersAfter = (pattern: RegExp) => [...shopperCss.matchAll(pattern)].map(([, value]) => Number(value))
    const textWeights = numbersAfter(/font-weight:\s*(\d+)/g)
    const headingWeights = numbersAfter(/--heading-weight:\s*(\d+)/g)
    expect(textWeights.length).toBeGreaterThan(0)
    expect(headingWeights.length).toBeGreaterThan(0)
    const outside = (values: number[], { min, max }: { min: number; max: number }) => values.filter((value) => value < min || value > max)
    expect(outside([...textWeights, ...headingWeights], fontSubsets.inter.weights)).toEqual([])
    expect(outside(headingWeights, fontSubsets.outfit.weights)).toEqual([])
  })

  it('animates only what the compositor moves alone (transform, opacity), so no animation repaints a page every frame', () => {
    const sheets = [...stylesheetsUnder('src/features'), ...stylesheetsUnder('src/components'), ...stylesheetsUnder('blocks'), 'src/app/(site)/styles.css']
    const repainting = sheets.flatMap((sheet) =>
      [...readFileSync(path.join(root, sheet), 'utf8').matchAll(/@keyframes\s+([\w-]+)\s*\{((?:[^{}]*\{[^{}]*\})*)[^{}]*\}/g)].flatMap(([, name, frames]) =>
        [...frames!.matchAll(/([\w-]+)\s*:/g)]
          .map(([, property]) => property!)
          .filter((property) => property !== 'transform' && property !== 'opacity')
          .map((property) => `${sheet} @keyframes ${name}: ${property}`),
      ),
    )
    expect(repainting).toEqual([])
  })
})
