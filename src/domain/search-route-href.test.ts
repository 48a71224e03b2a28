import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { parseSearchRoute, searchPathHeading } from './search-route'
import type { SearchUiState } from './search-state'
import { DEFAULT_HREF, href, hrefParts, nextSearchParams, parseUrl, SITE, vocabulary } from './search-route.test-data'
import { normaliseSearchUiState } from './search-state'

/** Writing the search page's URL and heading for a state, and reading them back. */
describe('searchRouteHref (spec §2 "Routes" and "Search page")', () => {
  it.each([
    [{}, DEFAULT_HREF],
    [{ refinementList: { car_type: ['used'] } }, '/search/used-cars'],
    [{ refinementList: { car_type: ['demo'] } }, '/search/demo-cars'],
    [{ refinementList: { car_type: ['new'] } }, '/search/new-cars'],
    [{ refinementList: { car_type: ['demo', 'new'] } }, '/search/new-and-demo-cars'],
    [{ refinementList: { car_type: ['used', 'new'] } }, `${DEFAULT_HREF}?car_type=new&car_type=used`],
    [{ refinementList: { car_type: ['new', 'demo', 'used'] } }, `${DEFAULT_HREF}?car_type=new&car_type=demo&car_type=used`],
  ] satisfies Array<[SearchUiState, string]>)('§2: car types %j have the path %s', (state, expected) => {
    expect(href(state)).toBe(expected)
  })

  it('§2: one make, with at most one model of that make, is the path', () => {
    expect(href({ refinementList: { make: ['Toyota'] } })).toBe('/search/toyota')
    expect(href({ refinementList: { make: ['Toyota'], model: ['HiLux'] } })).toBe('/search/toyota/hilux')
    expect(href({ refinementList: { make: ['Toyota'], model: ['HiLux', 'Corolla'] } })).toBe('/search/toyota?model=Corolla&model=HiLux')
    expect(href({ refinementList: { make: ['Toyota'], model: ['BT-50'] } })).toBe('/search/toyota?model=BT-50')
    expect(href({ refinementList: { make: ['Toyota', 'Mazda'] } })).toBe(`${DEFAULT_HREF}?make=Mazda&make=Toyota`)
    expect(href({ refinementList: { make: ['Ford'] } })).toBe(`${DEFAULT_HREF}?make=Ford`)
  })

  it('§2: else one dealership, else one location', () => {
    expect(href({ refinementList: { dealership_name: ['Harbour City Auto'] } })).toBe('/search/harbour-city-auto')
    expect(href({ refinementList: { location_name: ['Caravan Yard'] } })).toBe('/search/caravan-yard')
    expect(href({ refinementList: { dealership_name: ['Harbour City Auto'], location_name: ['Caravan Yard'] } })).toBe(
      '/search/harbour-city-auto?location_name=Caravan+Yard',
    )
  })

  it('§2: the path names one thing, make first, and the rest goes in the query string', () => {
    expect(href({ refinementList: { make: ['Toyota'], dealership_name: ['Harbour City Auto'], car_type: ['used'] } })).toBe(
      '/search/toyota?car_type=used&dealership_name=Harbour+City+Auto',
    )
  })

  it('§2: a name whose slug an earlier kind shadows goes in the query string, so the URL reads back', () => {
    expect(href({ refinementList: { dealership_name: ['Northside Mazda'] } })).toBe(`${DEFAULT_HREF}?dealership_name=Northside+Mazda`)
    expect(href({ refinementList: { location_name: ['Harbour City Auto Bayside'] } })).toBe(`${DEFAULT_HREF}?location_name=Harbour+City+Auto+Bayside`)
    expect(href({ refinementList: { location_name: ['Used Cars Centre'] } })).toBe(`${DEFAULT_HREF}?location_name=Used+Cars+Centre`)
  })

  it('§2: the query string in a stable order: query, facets, ranges, sortBy, then page when not 1', () => {
    const state: SearchUiState = {
      page: 4,
      sortBy: 'stock_harbour-city-auto_price-asc',
      range: { year: '2015:', price: ':30000' },
      query: 'tow bar',
      refinementList: { transmission: ['Automatic'], body: ['Ute', 'SUV'], make: ['Toyota', 'Mazda'], colour: ['White'] },
    }
    expect(href(state)).toBe(
      `${DEFAULT_HREF}?query=tow+bar&colour=White&make=Mazda&make=Toyota&body=SUV&body=Ute&transmission=Automatic&price=%3A30000&year=2015%3A&sortBy=price-asc&page=4`,
    )
  })

  it("§2: drops page 1, relevance, another site's sort and junk values", () => {
    expect(href({ page: 1, sortBy: 'stock_harbour-city-auto' })).toBe(DEFAULT_HREF)
    expect(href({ sortBy: 'stock_other-site_price-asc', range: { price: ':' }, refinementList: { body: ['', '\uD800'] } })).toBe(DEFAULT_HREF)
  })

  it('§2: round trip: a URL written for any state reads back as that state in normal form', () => {
    const names = (values: string[]) => fc.array(fc.constantFrom(...values), { maxLength: 3 })
    const amount = fc.option(
      fc.oneof(
        fc.nat(200_000),
        fc.double({ min: 0, max: 200_000, noNaN: true }).map((n) => Math.round(n * 100) / 100),
      ),
      { nil: null },
    )
    const range = (bound: fc.Arbitrary<number | null>) =>
      fc.oneof(
        fc.tuple(bound, bound).map(([min, max]) => `${min ?? ''}:${max ?? ''}`),
        fc.string({ maxLength: 8 }),
      )
    const state: fc.Arbitrary<SearchUiState> = fc.record(
      {
        query: fc.oneof(fc.constantFrom('hilux', ' tow bar ', 'a&b=c?#/%'), fc.string({ unit: 'binary', maxLength: 20 })),
        page: fc.integer({ min: -2, max: 1_002 }),
        sortBy: fc.constantFrom(
          'stock_harbour-city-auto',
          'stock_harbour-city-auto_price-desc',
          'stock_harbour-city-auto_newest-listed',
          'km-asc',
          'stock_other_price-asc',
          'junk',
        ),
        refinementList: fc.record(
          {
            car_type: names(['new', 'demo', 'used', 'lorry']),
            make: names(['Toyota', 'Mazda', 'Land Rover', 'Ford']),
            model: names(['HiLux', 'Corolla', 'LandCruiser 70', 'CX-5', 'Range Rover', 'Ranger']),
            dealership_name: names(['Harbour City Auto', 'Northside Mazda', 'Elsewhere Motors']),
            location_name: names(['Harbour City Auto Bayside', 'Caravan Yard', 'Used Cars Centre']),
            body: names(['SUV', 'Ute', 'Cab Chassis', '']),
            colour: fc.array(fc.string({ unit: 'binary', maxLength: 10 }), { maxLength: 3 }),
          },
          { requiredKeys: [] },
        ),
        range: fc.record(
          {
            price: range(amount),
            km: range(amount),
            year: range(fc.option(fc.integer({ min: 1890, max: 2110 }), { nil: null })),
          },
          { requiredKeys: [] },
        ),
      },
      { requiredKeys: [] },
    )
    fc.assert(
      fc.property(state, fc.boolean(), (candidate, asNextRecord) => {
        const url = href(candidate)
        const parts = hrefParts(url)
        const route = parseSearchRoute({ path: parts.path, query: asNextRecord ? nextSearchParams(parts.query) : parts.query }, vocabulary, SITE)
        expect(url.startsWith('/search/')).toBe(true)
        expect(route).toEqual({ found: true, state: normaliseSearchUiState(candidate, SITE), canonicalPath: url })
      }),
      { numRuns: 500 },
    )
  })

  it('§2: round trip of every path form, exactly', () => {
    const states: SearchUiState[] = [
      {},
      { refinementList: { car_type: ['new', 'demo'] } },
      { refinementList: { make: ['Land Rover'], model: ['Range Rover'] } },
      { refinementList: { dealership_name: ['Harbour City Auto'] } },
      { refinementList: { location_name: ['Caravan Yard'] } },
      { query: 'hilux', page: 2, sortBy: 'stock_harbour-city-auto_year-desc', refinementList: { make: ['Toyota'], body: ['Ute'] }, range: { km: ':50000' } },
    ]
    for (const state of states) expect(parseUrl(href(state))).toEqual({ found: true, state, canonicalPath: href(state) })
  })
})

describe('searchPathHeading (spec §2 "Routes")', () => {
  it.each([
    [{}, 'New, used and demo cars'],
    [{ refinementList: { car_type: ['used'] } }, 'Used cars'],
    [{ refinementList: { car_type: ['demo'] } }, 'Demo cars'],
    [{ refinementList: { car_type: ['new'] } }, 'New cars'],
    [{ refinementList: { car_type: ['new', 'demo'] } }, 'New and demo cars'],
    [{ refinementList: { car_type: ['new', 'used'] } }, 'New, used and demo cars'],
    [{ refinementList: { make: ['Toyota'] } }, 'Toyota cars'],
    [{ refinementList: { make: ['Toyota'], model: ['HiLux'], car_type: ['used'] } }, 'Toyota HiLux'],
    [{ refinementList: { dealership_name: ['Harbour City Auto'] } }, 'Cars at Harbour City Auto'],
    [{ refinementList: { location_name: ['Caravan Yard'] } }, 'Cars at Caravan Yard'],
    [{ refinementList: { dealership_name: ['Northside Mazda'] } }, 'New, used and demo cars'],
  ] satisfies Array<[SearchUiState, string]>)('§2: %j is headed "%s"', (state, heading) => {
    expect(searchPathHeading(state, vocabulary)).toBe(heading)
  })
})
