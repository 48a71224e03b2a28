import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { pluralForms } from './plurals'
import { parseQuery } from './query-parse'
import { isStopWord } from './stop-words'
import { compileSynonyms } from './synonyms'
import { osa, prefixOsa } from './text-reference-words.test-data'
import { matchWords } from './typo'

describe('words within a few typos of a query word', () => {
  const word = fc.stringMatching(/^[abcde15]{1,7}$/)

  it('finds exactly the words the textbook distance allows, as whole words or as prefixes', () => {
    fc.assert(
      fc.property(fc.uniqueArray(word, { maxLength: 60 }), word, fc.integer({ min: 0, max: 2 }), fc.boolean(), (list, query, maxTypos, prefix) => {
        const sorted = [...list].sort()
        const hits = matchWords(sorted, { text: query, prefix, maxTypos })
        const expected = sorted.flatMap((candidate, id) => {
          const distance = prefix ? prefixOsa(candidate, query) : osa(candidate, query)
          return distance <= maxTypos ? [[id, distance]] : []
        })
        expect([...hits.ids].map((id, i) => [id, hits.typos[i]])).toEqual(expected)
      }),
      { numRuns: 1500 },
    )
  })

  it('counts a swap of two letters as one typo and skips placeholder tokens', () => {
    const list = ['<seats>', 'hilux', 'hiulx', 'seats', 'toyota'].sort()
    const found = (text: string, prefix = false, maxTypos = 1) => [...matchWords(list, { text, prefix, maxTypos }).ids].map((id) => list[id])
    expect(found('hiulx')).toEqual(['hilux', 'hiulx'])
    expect(found('toyta')).toEqual(['toyota'])
    expect(found('seat', true)).toEqual(['seats'])
    expect(found('x'.repeat(80), true)).toEqual([])
  })
})

describe('English plurals and stop words', () => {
  it.each([
    ['ute', 'utes'],
    ['utes', 'ute'],
    ['box', 'boxes'],
    ['boxes', 'box'],
    ['battery', 'batteries'],
    ['batteries', 'battery'],
    ['person', 'people'],
    ['wife', 'wives'],
    ['bus', 'buses'],
  ])('%s has the form %s', (word, form) => {
    expect(pluralForms(word)).toContain(form)
  })

  it('leaves numbers, codes and single letters alone', () => {
    expect(pluralForms('4x4')).toEqual([])
    expect(pluralForms('s')).toEqual([])
  })

  it('knows the common English stop words, not the words of a car', () => {
    expect(['the', 'a', 'with', 'for', 'and'].every(isStopWord)).toBe(true)
    expect(['ute', 'auto', 'new', 's', 'gt'].some(isStopWord)).toBe(false)
  })
})

describe('synonyms as Algolia stores them', () => {
  const table = compileSynonyms([
    { objectID: '1', type: 'synonym', synonyms: ['ute', 'Utility', 'pick-up'] },
    { objectID: '2', type: 'oneWaySynonym', input: '7 seater', synonyms: ['seven seats'] },
    { objectID: '3', type: 'altCorrection2', word: 'hi-lux', corrections: ['hilux'] },
    { objectID: '4', type: 'placeholder', placeholder: '<Seats>', replacements: ['7', 'seven'] },
    { objectID: '5', type: 'synonym', synonyms: 'not a list' } as never,
  ])

  it('folds every entry like the index and keeps who counts as exact', () => {
    expect(table.byKey.get('ute')).toEqual([
      { words: ['utility'], typos: 0, exact: true },
      { words: ['pick', 'up'], typos: 0, exact: false },
    ])
    expect(table.byKey.get('7 seater')).toEqual([{ words: ['seven', 'seats'], typos: 0, exact: false }])
    expect(table.byKey.get('seven seats')).toBeUndefined()
    expect(table.byKey.get('hi lux')).toEqual([{ words: ['hilux'], typos: 2, exact: false }])
    expect(table.byKey.get('seven')).toEqual([{ words: ['<seats>'], typos: 0, exact: true }])
    expect(table.placeholders).toEqual(new Set(['<seats>']))
    expect(table.longestKey).toBe(2)
  })
})

describe('reading a query', () => {
  const settings = { queryType: 'prefixLast' as const, advancedSyntax: true, removeStopWords: true, optionalWords: ['hybrid'] }

  it('reads phrases, exclusions, stop words, optional words and the word being typed', () => {
    expect(parseQuery('the "land cruiser" -diesel hybrid gx', settings)).toEqual({
      terms: [
        { text: 'land', prefix: false, optional: false, phrase: 1 },
        { text: 'cruiser', prefix: false, optional: false, phrase: 1 },
        { text: 'hybrid', prefix: false, optional: true },
        { text: 'gx', prefix: true, optional: false },
      ],
      excluded: ['diesel'],
    })
  })

  it('keeps a query of stop words, and a stop word being typed ("the" of "theatre")', () => {
    expect(parseQuery('the a', settings).terms.map((term) => term.text)).toEqual(['the', 'a'])
    expect(parseQuery('ute with the', settings).terms.map((term) => term.text)).toEqual(['ute', 'the'])
    expect(parseQuery('cx-5 with', { ...settings, advancedSyntax: false }).terms.map((term) => term.text)).toEqual(['cx', '5', 'with'])
  })
})
