import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { fixtureSettings, makeFixture } from './fixture.test-data'
import { buildIndex, EngineError, search } from './index'
import { makeShopperCars, shopperSettings, type ShopperCar } from './shopper.test-data'
import { wordsOf } from './text-reference-words.test-data'
import type { HighlightResultOption, Synonym } from '../port'

const cars = makeShopperCars()
const SYNONYMS: Synonym[] = [
  { objectID: 'ute', type: 'synonym', synonyms: ['ute', 'utility', 'pickup'] },
  { objectID: 'mover', type: 'synonym', synonyms: ['people mover', 'van', 'minivan'] },
]
const index = buildIndex(cars, { ...shopperSettings, synonyms: SYNONYMS, ignorePlurals: true })
const ids = (list: Array<{ objectID: string }>) => list.map((car) => car.objectID)
const found = (query: string) => search(index, { query, hitsPerPage: 1000 }).hits
const of = (model: string) => cars.filter((car) => car.model === model)

describe('what Harbour City shoppers type (issue 40)', () => {
  it('finds every HiLux, and only HiLuxes, for hilx and toyta hilux', () => {
    for (const query of ['hilx', 'toyta hilux', 'toyota hilux']) expect(ids(found(query)).sort(), query).toEqual(ids(of('HiLux')).sort())
  })

  it('finds the LandCruisers for land cruiser, as for landcruiser', () => {
    const landCruisers = ids([...of('LandCruiser'), ...of('LandCruiser Prado')]).sort()
    expect(ids(found('landcruiser')).sort()).toEqual(landCruisers)
    expect(ids(found('land cruiser')).sort()).toEqual(landCruisers)
  })

  it('finds the CX-5s for cx5, not the CX-3s or CX-30s', () => {
    expect(ids(found('cx5')).sort()).toEqual(ids(of('CX-5')).sort())
  })

  it('lists every Mazda3 before the CX-3s and CX-30s for mazda 3', () => {
    const hits = found('mazda 3')
    const mazda3s = of('Mazda3').length
    expect(hits.slice(0, mazda3s).every((hit) => hit.model === 'Mazda3')).toBe(true)
    expect(hits.slice(mazda3s).some((hit) => hit.model === 'CX-3')).toBe(true)
  })

  it('finds the same RAV4s for rav 4 and rav4', () => {
    expect(ids(found('rav 4'))).toEqual(ids(found('rav4')))
    expect(found('rav4')).toHaveLength(of('RAV4').length)
  })

  it('finds utes for a pickup, people movers for a van, and a ute for utes', () => {
    expect(ids(found('pickup ')).sort()).toEqual(ids(cars.filter((car) => car.body === 'Ute')).sort())
    expect(ids(found('van ')).sort()).toEqual(ids(cars.filter((car) => car.body === 'People Mover')).sort())
    expect(ids(found('utes ')).sort()).toEqual(ids(cars.filter((car) => car.body === 'Ute')).sort())
  })
})

describe('highlighting what matched', () => {
  const highlight = (query: string, attribute: keyof ShopperCar, car: ShopperCar) =>
    search(index, { query, filters: `objectID:${car.objectID}` }).hits[0]?._highlightResult?.[attribute as string] as HighlightResultOption
  const hilux = of('HiLux')[0] as ShopperCar
  const cx5 = of('CX-5')[0] as ShopperCar

  it('highlights a word with a typo whole, under the word the shopper typed', () => {
    expect(highlight('toyta hilux', 'name', hilux)).toEqual({
      value: hilux.name.replace('Toyota HiLux', '<em>Toyota</em> <em>HiLux</em>'),
      matchLevel: 'full',
      matchedWords: ['toyta', 'hilux'],
      fullyHighlighted: false,
    })
  })

  it('highlights the two halves of a split word and the joined word of two', () => {
    expect(highlight('cx5', 'name', cx5)).toMatchObject({
      value: cx5.name.replace('CX-5', '<em>CX</em>-<em>5</em>'),
      matchLevel: 'full',
      matchedWords: ['cx5'],
    })
    const landCruiser = of('LandCruiser')[0] as ShopperCar
    expect(highlight('land cruiser', 'model', landCruiser)).toEqual({
      value: '<em>LandCruiser</em>',
      matchLevel: 'full',
      matchedWords: ['land', 'cruiser'],
      fullyHighlighted: true,
    })
  })

  it('highlights plurals and synonyms whole', () => {
    expect(highlight('utes', 'body', hilux)).toMatchObject({ value: '<em>Ute</em>', matchLevel: 'full', matchedWords: ['utes'] })
    const carnival = of('Carnival')[0] as ShopperCar
    expect(highlight('van', 'body', carnival)).toMatchObject({ value: '<em>People</em> <em>Mover</em>', matchLevel: 'full', matchedWords: ['van'] })
  })
})

describe('ranking info', () => {
  it('reports typos, words, proximity, exact words and the first matched word of each hit', () => {
    const hilux = of('HiLux')[0] as ShopperCar
    const [hit] = search(index, { query: 'toyta hilux', filters: `objectID:${hilux.objectID}`, getRankingInfo: true }).hits
    expect(hit?._rankingInfo).toEqual({
      nbTypos: 1,
      words: 2,
      proximityDistance: 1,
      nbExactWords: 1,
      firstMatchedWord: 1,
      userScore: expect.any(Number),
      filters: 0,
      geoDistance: 0,
      geoPrecision: 1,
    })
    expect(search(index, { query: 'toyota' }).hits[0]).not.toHaveProperty('_rankingInfo')
  })

  it('scores the custom ranking higher for hits ranked first by it', () => {
    const scores = search(index, { hitsPerPage: 5, getRankingInfo: true }).hits.map((hit) => hit._rankingInfo?.userScore as number)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
  })

  it('keeps a replica sort first and ranks the typo matches within equal values', () => {
    const hits = search(index, { query: 'toyta', hitsPerPage: 1000 }, 'stock_harbour-city-auto_price_asc').hits
    const ranks = hits.map((hit) => hit.custom_rank)
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b))
    const byRelevance = ids(found('toyta'))
    expect(ids(hits).sort()).toEqual([...byRelevance].sort())
    // Within one custom rank the Toyotas (a typo in the name) come before cars only sold at Harbour City Toyota.
    for (const rank of new Set(ranks)) {
      const run = ids(hits.filter((hit) => hit.custom_rank === rank))
      expect(run).toEqual(byRelevance.filter((id) => run.includes(id)))
    }
  })
})

describe('typo settings', () => {
  it('lets a query turn typos off in one attribute', () => {
    expect(found('crystl blak').length).toBeGreaterThan(0)
    expect(search(index, { query: 'crystl blak', disableTypoToleranceOnAttributes: ['colour'] }).nbHits).toBe(0)
  })

  it('answers a setting it cannot read with a sentence naming it', () => {
    expect(() => search(index, { query: 'x', typoTolerance: 'maybe' as never })).toThrow(
      new EngineError('Invalid value for parameter typoTolerance: expected a boolean'),
    )
    expect(() => search(index, { query: 'x', removeWordsIfNoResults: 'some' as never })).toThrow(/Invalid value for removeWordsIfNoResults: some/)
    expect(() => buildIndex(cars, { ...shopperSettings, ranking: ['typo', 'popularity'] })).toThrow('Invalid ranking criterion: popularity')
  })

  it('matches a placeholder in the record text with any of its replacements', () => {
    const vans = [
      { objectID: 'a', name: 'Kia Carnival <seats> seater' },
      { objectID: 'b', name: 'Hyundai Staria 8 seater' },
    ]
    const placeholders = buildIndex(vans, {
      indexName: 'vans',
      searchableAttributes: ['name'],
      attributesForFaceting: [],
      synonyms: [{ objectID: 's', type: 'placeholder', placeholder: '<seats>', replacements: ['7', '8'] }],
    })
    expect(ids(search(placeholders, { query: '7 seater' }).hits)).toEqual(['a'])
    expect(ids(search(placeholders, { query: '8 seater' }).hits)).toEqual(['a', 'b'])
    expect(search(placeholders, { query: 'seats', typoTolerance: false }).nbHits).toBe(0)
  })
})

describe('one typo in a long enough word (property-based)', () => {
  const fixture = makeFixture()
  const fixtureIndex = buildIndex(fixture, fixtureSettings)
  const vocabulary = [
    ...new Set(fixture.flatMap((car) => wordsOf(`${car.name} ${car.make_model} ${car.badge} ${car.colour} ${car.categories.join(' ')}`))),
  ].filter((word) => word.length >= 5)
  const typo = fc.tuple(fc.constantFrom('swap', 'drop', 'add', 'change'), fc.nat(30), fc.constantFrom(...'aeiouxz'))

  it('finds every record the exact word finds (the exact word alone, without its own typo matches)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...vocabulary), typo, fc.boolean(), (word, [kind, at, letter], open) => {
        const i = at % (word.length - 1)
        const typed = {
          swap: word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2),
          drop: word.slice(0, i) + word.slice(i + 1),
          add: word.slice(0, i) + letter + word.slice(i),
          change: word.slice(0, i) + letter + word.slice(i + 1),
        }[kind] as string
        const end = open ? '' : ' '
        const exact = new Set(ids(search(fixtureIndex, { query: word + end, hitsPerPage: 1000, typoTolerance: false }).hits))
        const withTypo = new Set(ids(search(fixtureIndex, { query: typed + end, hitsPerPage: 1000 }).hits))
        expect([...exact].filter((id) => !withTypo.has(id))).toEqual([])
      }),
      { numRuns: 300 },
    )
  })
})
