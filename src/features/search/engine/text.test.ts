import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { andInto, bitsFromIds, fullBits, hasBit, notInto, orInto, popcount, popcountAnd } from './bitset'
import { originalEnd, tokenizeText, words, type TextToken } from './text'

describe('text normalisation', () => {
  it('folds case and accents and splits on anything but letters and digits', () => {
    expect(words('Citroën C5 Aircross')).toEqual(['citroen', 'c5', 'aircross'])
    expect(words('Mercedes-Benz  GLC_300, ŠKODA')).toEqual(['mercedes', 'benz', 'glc', '300', 'skoda'])
    expect(words('Élysée')).toEqual(['elysee'])
  })

  it('keeps decomposed accents and astral characters inside their word, with original offsets', () => {
    const text = 'cafe\u0301 𝐀b x'
    expect(tokenizeText(text)).toEqual([
      { word: 'cafe', start: 0, end: 5 },
      { word: '𝐀b'.normalize('NFD').toLowerCase(), start: 6, end: 9 },
      { word: 'x', start: 10, end: 11 },
    ])
    // A highlighted prefix keeps the combining accent of its last letter.
    expect(originalEnd(text, tokenizeText(text)[0] as TextToken, 4)).toBe(5)
    expect(originalEnd('Citroën', tokenizeText('Citroën')[0] as TextToken, 5)).toBe(5)
  })
})

describe('bitsets', () => {
  const sizes = fc.integer({ min: 0, max: 200 })
  const setOf = (size: number) => fc.uniqueArray(fc.nat({ max: Math.max(0, size - 1) }), { maxLength: size })

  it('agree with plain sets for AND, OR, NOT and counts', () => {
    fc.assert(
      fc.property(
        sizes.chain((size) => fc.tuple(fc.constant(size), setOf(size), setOf(size))),
        ([size, xs, ys]) => {
          const x = new Set(size ? xs : [])
          const y = new Set(size ? ys : [])
          const list = (bits: Uint32Array) => Array.from({ length: size }, (_, id) => id).filter((id) => hasBit(bits, id))
          const sorted = (set: Iterable<number>) => [...set].sort((p, q) => p - q)
          expect(list(andInto(bitsFromIds([...x], size), bitsFromIds([...y], size)))).toEqual(sorted([...x].filter((id) => y.has(id))))
          expect(list(orInto(bitsFromIds([...x], size), bitsFromIds([...y], size)))).toEqual(sorted(new Set([...x, ...y])))
          const not = notInto(bitsFromIds([...x], size), size)
          expect(popcount(not)).toBe(size - x.size)
          expect(popcountAnd(fullBits(size), bitsFromIds([...y], size))).toBe(y.size)
        },
      ),
      { numRuns: 300 },
    )
  })
})
