import { describe, expect, it } from 'vitest'

import { FACETS, fixtureSettings, makeFixture } from './fixture.test-data'
import { buildIndex, search } from './index'

/** Scale check only (no timings): 50,000 cars build and a full InstantSearch batch answers consistently. */
describe('50,000 cars', () => {
  it('builds and answers a batch with every facet', { timeout: 60_000 }, () => {
    const cars = makeFixture(50_000)
    const index = buildIndex(cars, fixtureSettings)
    const refined = [
      ['make:Toyota', 'make:Mazda'],
      ['body:SUV', 'body:Ute'],
    ]
    const main = search(index, { query: 'a', facets: FACETS, facetFilters: refined, numericFilters: ['price>=10000'], hitsPerPage: 21 }, 'cars_price_asc')
    const perFacet = [0, 1].map((skip) =>
      search(index, {
        query: 'a',
        facets: [skip ? 'body' : 'make'],
        facetFilters: refined.filter((_, i) => i !== skip),
        numericFilters: ['price>=10000'],
        hitsPerPage: 0,
      }),
    )

    const words = (text: string) =>
      text
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .split(/[^a-z0-9]+/)
    const expected = cars.filter(
      (car) =>
        ['Toyota', 'Mazda'].includes(car.make) &&
        ['SUV', 'Ute'].includes(car.body) &&
        car.price !== undefined &&
        car.price >= 10000 &&
        [car.name, car.make_model, car.badge, car.stocknum, car.colour, ...car.categories].some((text) => words(text).some((word) => word.startsWith('a'))),
    )
    expect(main.nbHits).toBe(expected.length)
    expect(main.hits).toHaveLength(21)
    expect(Object.keys(main.facets ?? {})).toHaveLength(FACETS.length)
    const prices = main.hits.map((hit) => hit.price as number)
    expect(prices).toEqual([...prices].sort((x, y) => x - y))
    expect(Object.values(perFacet[0]?.facets?.make ?? {}).reduce((sum, count) => sum + count, 0)).toBeGreaterThan(main.nbHits)
    expect(perFacet[1]?.facets?.body?.SUV).toBe(main.facets?.body?.SUV)
  })
})
