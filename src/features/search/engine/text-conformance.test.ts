import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { fixtureSettings, makeFixture } from './fixture.test-data'
import { buildIndex, search, type EngineIndex } from './index'
import { makeShopperCars, SHOPPER_SEARCHABLE, shopperSettings } from './shopper.test-data'
import { refSearch, type RefOptions } from './text-reference.test-data'
import { wordsOf } from './text-reference-words.test-data'
import type { IndexSettings, SearchParams, SearchRecord, Synonym } from '../port'

const cars = makeFixture()
const shopperCars = makeShopperCars()
const FIXTURE_SEARCHABLE = [['name'], ['make_model', 'badge'], ['stocknum'], ['colour'], ['categories']]

const SYNONYMS: Synonym[] = [
  { objectID: 'ute', type: 'synonym', synonyms: ['ute', 'utility', 'pickup'] },
  { objectID: '4wd', type: 'synonym', synonyms: ['4x4', '4wd'] },
  { objectID: 'auto', type: 'synonym', synonyms: ['auto', 'automatic'] },
  { objectID: 'mover', type: 'synonym', synonyms: ['people mover', 'van', 'minivan'] },
  { objectID: 'lux', type: 'oneWaySynonym', input: 'posh', synonyms: ['luxury'] },
  { objectID: 'corolla', type: 'altCorrection1', word: 'corola', corrections: ['corolla'] },
  { objectID: 'hilux', type: 'altCorrection2', word: 'hi-lux', corrections: ['hilux'] },
]

interface Case {
  name: string
  query: string
  /** Index settings on top of the data set's, and the reference's options to match. */
  settings?: Partial<IndexSettings>
  params?: SearchParams
  shopper?: boolean
}

/** The reference's options for a case: the index settings as the reference names them, query params over them. */
function refOptions(testCase: Case): RefOptions {
  const merged = { ...testCase.settings, ...testCase.params } as Record<string, unknown>
  const optional = merged.optionalWords
  return {
    ...(merged as Omit<RefOptions, 'searchable'>),
    searchable: testCase.shopper ? SHOPPER_SEARCHABLE.map((attribute) => [attribute]) : FIXTURE_SEARCHABLE,
    optionalWords: typeof optional === 'string' ? [optional] : (optional as string[] | undefined),
    ignorePlurals: merged.ignorePlurals === true || (Array.isArray(merged.ignorePlurals) && merged.ignorePlurals.includes('en')),
    removeStopWords: merged.removeStopWords === true,
    synonyms: merged.synonyms === false ? undefined : testCase.settings?.synonyms,
  }
}

const cases: Case[] = [
  { name: 'one typo in a five-letter word', query: 'toyta' },
  { name: 'a swapped pair of letters is one typo', query: 'mazad' },
  { name: 'two typos in a long word', query: 'crusie contrl' },
  { name: 'a typo in the word being typed', query: 'evoqe' },
  { name: 'short words get no typo', query: 'gxx' },
  { name: 'typo tolerance off', query: 'toyta', params: { typoTolerance: false } },
  { name: 'typo tolerance min keeps the fewest typos', query: 'sport', params: { typoTolerance: 'min' } },
  { name: 'typo tolerance strict keeps two levels', query: 'sporty', params: { typoTolerance: 'strict' } },
  { name: 'a higher minimum word size', query: 'toyta', params: { minWordSizefor1Typo: 6 } },
  { name: 'no typos on words with digits', query: 'stk10035', params: { allowTyposOnNumericTokens: false } },
  { name: 'typos on stock numbers by default', query: 'stk10035 ' },
  { name: 'no typos in colours', query: 'whute', settings: { disableTypoToleranceOnAttributes: ['colour'] } },
  { name: 'no typos on a listed word', query: 'toyta hiluz', settings: { disableTypoToleranceOnWords: ['hiluz'] } },
  { name: 'two words joined', query: 'land cruiser', shopper: true },
  { name: 'joined while typing', query: 'land cruis', shopper: true },
  { name: 'a word split in two', query: 'landrover' },
  { name: 'letters and digits split', query: 'cx5', shopper: true },
  { name: 'a number after a make', query: 'mazda 3', shopper: true },
  { name: 'letters and digits joined', query: 'rav 4', shopper: true },
  { name: 'three words joined', query: 'c 5 aircross' },
  { name: 'plurals ignored', query: 'utes ', params: { ignorePlurals: true }, shopper: true },
  { name: 'plurals as a language list', query: 'hatches', params: { ignorePlurals: ['en'] }, shopper: true },
  { name: 'plurals not ignored by default', query: 'utes ', shopper: true },
  { name: 'stop words removed', query: 'the ute with a tray', params: { removeStopWords: true }, shopper: true },
  { name: 'a query of stop words only is kept', query: 'the', params: { removeStopWords: true } },
  { name: 'regular synonyms', query: 'pickup', settings: { synonyms: SYNONYMS }, shopper: true },
  { name: 'a multi-word synonym from one word', query: 'van ', settings: { synonyms: SYNONYMS }, shopper: true },
  { name: 'one word from a multi-word synonym', query: 'people mover', settings: { synonyms: SYNONYMS }, shopper: true },
  { name: 'digits and letters as synonyms', query: '4wd auto', settings: { synonyms: SYNONYMS }, shopper: true },
  { name: 'one-way synonyms', query: 'posh', settings: { synonyms: SYNONYMS } },
  { name: 'one-way synonyms do not go back', query: 'luxury ', settings: { synonyms: SYNONYMS } },
  { name: 'alternative corrections count typos', query: 'corola ', settings: { synonyms: SYNONYMS }, shopper: true },
  { name: 'synonyms off for one query', query: 'pickup', settings: { synonyms: SYNONYMS }, params: { synonyms: false }, shopper: true },
  { name: 'optional words', query: 'toyota corolla hybrid', params: { optionalWords: ['hybrid'] }, shopper: true },
  { name: 'optional words as one string', query: 'mazda cx purple', params: { optionalWords: 'purple' }, shopper: true },
  { name: 'last words dropped when nothing matches', query: 'mazda cx5 purple', params: { removeWordsIfNoResults: 'lastWords' }, shopper: true },
  { name: 'first words dropped when nothing matches', query: 'purple mazda', params: { removeWordsIfNoResults: 'firstWords' }, shopper: true },
  { name: 'every word optional when nothing matches', query: 'purple hilux zzz', params: { removeWordsIfNoResults: 'allOptional' }, shopper: true },
  { name: 'a quoted phrase', query: '"range rover" evoque', params: { advancedSyntax: true } },
  { name: 'a quoted phrase out of order finds nothing', query: '"rover range"', params: { advancedSyntax: true } },
  { name: 'an excluded word', query: 'toyota -hilux', params: { advancedSyntax: true }, shopper: true },
  { name: 'only an excluded word', query: '-diesel', params: { advancedSyntax: true }, shopper: true },
  { name: 'a minus without advancedSyntax is a separator', query: 'toyota -hilux', shopper: true },
  { name: 'every word a prefix', query: 'toy hil', params: { queryType: 'prefixAll' }, shopper: true },
  { name: 'no prefixes', query: 'toyot', params: { queryType: 'prefixNone' } },
  { name: 'ranking by attribute first', query: 'sport', settings: { ranking: ['attribute', 'typo', 'words', 'proximity', 'exact', 'custom'] } },
  { name: 'ranking by exactness before proximity', query: 'family s', settings: { ranking: ['typo', 'exact', 'proximity', 'attribute', 'custom'] } },
  { name: 'proximity decides between two words', query: 'crystal black', shopper: true },
  { name: 'accents and typos together', query: 'citreon', shopper: false },
]

const hitIds = (records: SearchRecord[]) => records.map((record) => record.objectID)

/** Cases with the same data and settings share one index. */
const built = new Map<string, EngineIndex>()
function indexFor(testCase: Case): EngineIndex {
  const key = JSON.stringify([testCase.shopper === true, testCase.settings ?? {}])
  const records: SearchRecord[] = testCase.shopper ? shopperCars : cars
  if (!built.has(key)) built.set(key, buildIndex(records, { ...(testCase.shopper ? shopperSettings : fixtureSettings), ...testCase.settings }))
  return built.get(key) as EngineIndex
}

describe('text relevance against a plain reference', () => {
  it.each(cases)('$name', (testCase) => {
    const records: SearchRecord[] = testCase.shopper ? shopperCars : cars
    const response = search(indexFor(testCase), { query: testCase.query, hitsPerPage: 1000, getRankingInfo: true, ...testCase.params })
    const expected = refSearch(
      records,
      testCase.query,
      refOptions(testCase),
      () => true,
      (a, b) => (b.custom_rank as number) - (a.custom_rank as number),
    )
    expect(response.nbHits).toBe(expected.length)
    expect(hitIds(response.hits)).toEqual(expected.map((match) => match.record.objectID))
    const info = response.hits.map(({ _rankingInfo: r }) => [r?.nbTypos, r?.words, r?.proximityDistance, r?.nbExactWords, r?.firstMatchedWord])
    expect(info).toEqual(expected.map(({ criteria: c }) => [c.typos, c.words, c.proximity, c.exact, c.attribute * 1000 + c.position]))
  })

  it('has cases that find something and cases that find nothing', { timeout: 60_000 }, () => {
    const found = cases.map((testCase) => refSearch<SearchRecord>(testCase.shopper ? shopperCars : cars, testCase.query, refOptions(testCase)).length)
    expect(found.filter((count) => count > 0).length).toBeGreaterThan(cases.length * 0.8)
    expect(found.some((count) => count === 0)).toBe(true)
  })
})

describe('text relevance on random shopper queries (property-based)', () => {
  const vocabulary = [...new Set(shopperCars.flatMap((car) => SHOPPER_SEARCHABLE.flatMap((attribute) => wordsOf(String(car[attribute])))))].sort()
  const index = buildIndex(shopperCars, { ...shopperSettings, synonyms: SYNONYMS })
  const edit = fc.tuple(fc.constantFrom('none', 'swap', 'drop', 'add', 'change'), fc.nat(20), fc.constantFrom(...'aeiostx5'))
  const mistype = (word: string, [kind, at, letter]: [string, number, string]) => {
    const i = at % Math.max(1, word.length)
    if (kind === 'swap' && word.length > 1) return word.slice(0, i) + (word[i + 1] ?? '') + word[i] + word.slice(i + 2)
    if (kind === 'drop') return word.slice(0, i) + word.slice(i + 1)
    if (kind === 'add') return word.slice(0, i) + letter + word.slice(i)
    if (kind === 'change') return word.slice(0, i) + letter + word.slice(i + 1)
    return word
  }
  const query = fc.tuple(fc.array(fc.tuple(fc.constantFrom(...vocabulary), edit), { minLength: 1, maxLength: 3 }), fc.boolean())

  it('ranks like the reference, typos, splits, joins and synonyms included', { timeout: 120_000 }, () => {
    fc.assert(
      fc.property(query, ([words, open]) => {
        const text = words.map(([word, change]) => mistype(word, change)).join(' ') + (open ? '' : ' ')
        const expected = refSearch(
          shopperCars,
          text,
          { searchable: SHOPPER_SEARCHABLE.map((attribute) => [attribute]), synonyms: SYNONYMS },
          () => true,
          (a, b) => b.custom_rank - a.custom_rank,
        )
        expect(hitIds(search(index, { query: text, hitsPerPage: 1000 }).hits)).toEqual(expected.map((match) => match.record.objectID))
      }),
      { numRuns: 60 },
    )
  })
})
