import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import type { SearchQueryInput } from './search-route'
import { DEFAULT_HREF, parse, SITE } from './search-route.test-data'
import { normaliseSearchUiState } from './search-state'

/** Reading the search page's URL: its path, its query string, and the junk in either. */
describe('parseSearchRoute: the path (spec §2 "Routes")', () => {
  it.each([
    [[], {}, DEFAULT_HREF],
    [['new-used-and-demo-cars'], {}, DEFAULT_HREF],
    [['used-cars'], { refinementList: { car_type: ['used'] } }, '/search/used-cars'],
    [['demo-cars'], { refinementList: { car_type: ['demo'] } }, '/search/demo-cars'],
    [['new-cars'], { refinementList: { car_type: ['new'] } }, '/search/new-cars'],
    [['new-and-demo-cars'], { refinementList: { car_type: ['new', 'demo'] } }, '/search/new-and-demo-cars'],
  ])('§2: /search/%j refines car_type to %j', (path, state, canonicalPath) => {
    expect(parse(path)).toEqual({ found: true, state, canonicalPath })
  })

  it('§2: /search/toyota refines make to Toyota, slugs matched case-insensitively', () => {
    const toyota = { found: true, state: { refinementList: { make: ['Toyota'] } }, canonicalPath: '/search/toyota' }
    expect(parse(['toyota'])).toEqual(toyota)
    expect(parse(['TOYOTA'])).toEqual(toyota)
    expect(parse(['%54oyota'])).toEqual(toyota)
  })

  it('§2: /search/toyota/hilux refines make and model', () => {
    const hilux = { found: true, state: { refinementList: { make: ['Toyota'], model: ['HiLux'] } }, canonicalPath: '/search/toyota/hilux' }
    expect(parse(['toyota', 'hilux'])).toEqual(hilux)
    expect(parse(['Toyota', 'HiLux'])).toEqual(hilux)
    expect(parse(['land-rover', 'range-rover'])).toEqual({
      found: true,
      state: { refinementList: { make: ['Land Rover'], model: ['Range Rover'] } },
      canonicalPath: '/search/land-rover/range-rover',
    })
  })

  it('§2: /search/{dealership_slug} refines dealership_name', () => {
    expect(parse(['harbour-city-auto'])).toEqual({
      found: true,
      state: { refinementList: { dealership_name: ['Harbour City Auto'] } },
      canonicalPath: '/search/harbour-city-auto',
    })
  })

  it('§2: /search/{location slug} refines location_name', () => {
    expect(parse(['caravan-yard'])).toEqual({
      found: true,
      state: { refinementList: { location_name: ['Caravan Yard'] } },
      canonicalPath: '/search/caravan-yard',
    })
  })

  it('§2: an ambiguous slug resolves car-type path, then make, then dealership, then location', () => {
    expect(parse(['used-cars'])).toEqual({ found: true, state: { refinementList: { car_type: ['used'] } }, canonicalPath: '/search/used-cars' })
    expect(parse(['mazda'])).toEqual({ found: true, state: { refinementList: { make: ['Mazda'] } }, canonicalPath: '/search/mazda' })
    expect(parse(['harbour-city-auto'])).toEqual({
      found: true,
      state: { refinementList: { dealership_name: ['Harbour City Auto'] } },
      canonicalPath: '/search/harbour-city-auto',
    })
  })

  it('§2: a trailing slash (/search/new-used-and-demo-cars/) is the same page', () => {
    expect(parse(['new-used-and-demo-cars', ''])).toEqual({ found: true, state: {}, canonicalPath: DEFAULT_HREF })
    expect(parse(['used-cars', ''])).toEqual({ found: true, state: { refinementList: { car_type: ['used'] } }, canonicalPath: '/search/used-cars' })
  })

  it.each([
    ['an unknown slug', ['ford']],
    ['an unknown model', ['toyota', 'ranger']],
    ['a model of another make', ['toyota', 'cx-5']],
    ['3 segments', ['toyota', 'hilux', 'sr5']],
    ['2 segments after a dealership', ['harbour-city-auto', 'hilux']],
    ['2 segments after a car-type path', ['used-cars', 'toyota']],
    ['a malformed %-sequence', ['%E0%A4%A']],
    ['an encoded space', ['%20']],
    ['a slug with a slash in it', ['toyota%2Fhilux']],
  ])('§2: %s is not found (404)', (_label, path) => {
    expect(parse(path)).toEqual({ found: false })
  })
})

describe('parseSearchRoute: query parameters (spec §2 "Search page")', () => {
  const stateOf = (query: string, path: string[] = []) => {
    const route = parse(path, new URLSearchParams(query))
    return route.found ? route.state : 'not found'
  }

  it('§2: query is trimmed', () => {
    expect(stateOf('query=%20%20hilux+sr5%20')).toEqual({ query: 'hilux sr5' })
  })

  it('§2: page is kept only when not 1', () => {
    expect(stateOf('page=3')).toEqual({ page: 3 })
    expect(stateOf('page=1')).toEqual({})
    expect(stateOf('page=1000')).toEqual({ page: 1000 })
  })

  it("§2: sortBy takes a short sort key or this site's full index name; relevance is no sort", () => {
    expect(stateOf('sortBy=price-desc')).toEqual({ sortBy: 'stock_harbour-city-auto_price-desc' })
    expect(stateOf('sortBy=stock_harbour-city-auto_km-asc')).toEqual({ sortBy: 'stock_harbour-city-auto_km-asc' })
    expect(stateOf('sortBy=relevance')).toEqual({})
    expect(stateOf('sortBy=stock_harbour-city-auto')).toEqual({})
  })

  it('§2: one parameter per facet, repeated for several values, sorted and de-duplicated', () => {
    expect(stateOf('body=Ute&body=SUV&body=Ute&fuel=Diesel')).toEqual({ refinementList: { body: ['SUV', 'Ute'], fuel: ['Diesel'] } })
  })

  it("§2: InstantSearch's refinementList[facet][n] and refinementList[facet][] forms", () => {
    expect(stateOf('refinementList%5Bbody%5D%5B0%5D=SUV&refinementList%5Bbody%5D%5B1%5D=Ute')).toEqual({ refinementList: { body: ['SUV', 'Ute'] } })
    expect(stateOf('refinementList[body][]=SUV&refinementList[colour][]=White&body=Ute')).toEqual({
      refinementList: { body: ['SUV', 'Ute'], colour: ['White'] },
    })
  })

  it('§2: range facets as price=min:max and range[price]=min:max, either side open', () => {
    expect(stateOf('price=5000:20000')).toEqual({ range: { price: '5000:20000' } })
    expect(stateOf('range%5Bprice%5D=5000%3A20000')).toEqual({ range: { price: '5000:20000' } })
    expect(stateOf('price=5000:&km=:60000&year=2015:2020')).toEqual({ range: { price: '5000:', km: ':60000', year: '2015:2020' } })
    expect(stateOf('range[km]=:60000')).toEqual({ range: { km: ':60000' } })
  })

  it('§2: range numbers are normalised and a reversed range is swapped', () => {
    expect(stateOf('price=20000:5000')).toEqual({ range: { price: '5000:20000' } })
    expect(stateOf('price=04999.50:')).toEqual({ range: { price: '4999.5:' } })
    expect(stateOf('year=2020:2015')).toEqual({ range: { year: '2015:2020' } })
  })

  it("§2: car types keep the spec's order new, demo, used (§9)", () => {
    expect(stateOf('car_type=used&car_type=new&car_type=demo')).toEqual({ refinementList: { car_type: ['new', 'demo', 'used'] } })
  })

  it("§2: query-string refinements add to the path's, de-duplicated", () => {
    expect(stateOf('make=Toyota&make=Mazda', ['toyota'])).toEqual({ refinementList: { make: ['Mazda', 'Toyota'] } })
    expect(stateOf('car_type=used&body=Ute', ['new-and-demo-cars'])).toEqual({ refinementList: { car_type: ['new', 'demo', 'used'], body: ['Ute'] } })
    expect(stateOf('model=Corolla', ['toyota', 'hilux'])).toEqual({ refinementList: { make: ['Toyota'], model: ['Corolla', 'HiLux'] } })
  })

  it("§2: Next.js's searchParams record reads the same as the query string", () => {
    const query = {
      query: 'ute',
      page: '2',
      sortBy: 'year-desc',
      body: ['SUV', 'Ute'],
      'refinementList[fuel][0]': 'Diesel',
      'range[price]': '5000:20000',
      unused: undefined,
    }
    expect(parse(['used-cars'], query)).toEqual({
      found: true,
      state: {
        query: 'ute',
        page: 2,
        sortBy: 'stock_harbour-city-auto_year-desc',
        refinementList: { car_type: ['used'], body: ['SUV', 'Ute'], fuel: ['Diesel'] },
        range: { price: '5000:20000' },
      },
      canonicalPath: '/search/used-cars?query=ute&body=SUV&body=Ute&fuel=Diesel&price=5000%3A20000&sortBy=year-desc&page=2',
    })
  })

  it('§2: canonicalPath drops what says nothing (page=1, sortBy=relevance) so the server can redirect', () => {
    expect(parse(['TOYOTA', 'HiLux'], new URLSearchParams('page=1&sortBy=relevance&make=Toyota'))).toEqual({
      found: true,
      state: { refinementList: { make: ['Toyota'], model: ['HiLux'] } },
      canonicalPath: '/search/toyota/hilux',
    })
    expect(parse([], new URLSearchParams('make=Toyota&car_type=used'))).toEqual({
      found: true,
      state: { refinementList: { car_type: ['used'], make: ['Toyota'] } },
      canonicalPath: '/search/toyota?car_type=used',
    })
  })
})

describe('parseSearchRoute: junk is ignored, never thrown (spec §2 "Search page")', () => {
  const sixtyMakes = Array.from({ length: 60 }, (_, n) => `make=Make${n}`).join('&')
  const junk: Array<[label: string, query: string]> = [
    ['a word for a page', 'page=abc'],
    ['a negative page', 'page=-1'],
    ['an exponent page', 'page=1e9'],
    ['a page past 1000', 'page=1001'],
    ['a fractional page', 'page=2.5'],
    ['page 0', 'page=0'],
    ['two pages', 'page=2&page=3'],
    ['words for a price range', 'price=abc:def'],
    ['a negative price', 'price=-5000:'],
    ['a negative km', 'km=:-1'],
    ['a price without a colon', 'price=5000'],
    ['three range sides', 'price=1:2:3'],
    ['an empty range', 'range[price]=:'],
    ['Infinity, NaN and hex prices', 'price=Infinity:&km=NaN:1&range[year]=0x7DF:'],
    ['a year before 1900', 'year=1800:2020'],
    ['a fractional year', 'year=2015.5:'],
    ['a path for a sort', 'sortBy=../../etc'],
    ["another site's index", 'sortBy=stock_other-site_price-asc'],
    ['an object key for a sort', 'sortBy=__proto__&sortBy=toString'],
    ['a prototype facet', 'refinementList[__proto__][0]=x'],
    ['prototype parameters', '__proto__=x&constructor=x&toString=x&hasOwnProperty=x'],
    ['60 values for one facet', sixtyMakes],
    ['empty and blank values', 'body=&fuel=%20%20&query=%20'],
    ['a value over 100 characters', `body=${'x'.repeat(101)}`],
    ['a query over 200 characters', `query=${'x'.repeat(201)}`],
    ['two queries', 'query=hilux&query=ranger'],
    ['unknown parameters', 'utm_source=mail&Body=SUV&refinementList[wheels][0]=4&range[colour]=1:2'],
    ['a range facet as a list', 'refinementList[price][0]=5000'],
    ['a list facet as a range', 'range[body]=1:2'],
    ['a car type that is not one', 'car_type=lorry'],
    ['a deep refinementList index', 'refinementList[body][12345]=SUV'],
  ]

  it.each(junk)('§2: ignores %s', (_label, query) => {
    expect(parse([], new URLSearchParams(query))).toEqual({ found: true, state: {}, canonicalPath: DEFAULT_HREF })
  })

  it('§2: keeps the good parameters beside the junk', () => {
    expect(parse(['toyota'], new URLSearchParams(`page=abc&body=SUV&${sixtyMakes}&price=abc:1`))).toEqual({
      found: true,
      state: { refinementList: { body: ['SUV'], make: ['Toyota'] } },
      canonicalPath: '/search/toyota?body=SUV',
    })
  })

  it('§2: ignores arrays where a string is expected and non-strings in a Next.js record', () => {
    const query = { query: ['hilux', 'ranger'], page: ['2', '3'], price: ['1:2', '3:4'], body: [42, null, 'SUV'] } as unknown as SearchQueryInput
    expect(parse([], query)).toEqual({ found: true, state: { refinementList: { body: ['SUV'] } }, canonicalPath: `${DEFAULT_HREF}?body=SUV` })
  })

  it('§2: a __proto__ key pollutes nothing', () => {
    const query = JSON.parse('{"__proto__": {"make": ["Toyota"]}, "refinementList[__proto__][0]": "x", "constructor": "x"}') as SearchQueryInput
    expect(parse([], query)).toEqual({ found: true, state: {}, canonicalPath: DEFAULT_HREF })
    expect(({} as Record<string, unknown>).make).toBeUndefined()
    expect(({} as Record<string, unknown>).x).toBeUndefined()
  })

  it('§2: any query string and path: never throws, and the state is already in normal form', () => {
    const key = fc.oneof(
      fc.constantFrom(
        'query',
        'page',
        'sortBy',
        'make',
        'body',
        'car_type',
        'price',
        'year',
        'range[km]',
        'refinementList[make][0]',
        'refinementList[model][]',
        '__proto__',
      ),
      fc.string({ unit: 'binary', maxLength: 30 }),
    )
    const value = fc.oneof(
      fc.constantFrom('Toyota', 'SUV', 'used', '5000:20000', ':', '2', 'price-asc', '%E0%A4%A'),
      fc.string({ unit: 'binary', maxLength: 120 }),
    )
    const segment = fc.oneof(fc.constantFrom('toyota', 'hilux', 'used-cars', 'mazda', '%', '%zz', ''), fc.string({ unit: 'binary', maxLength: 12 }))
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 4 }), fc.array(fc.tuple(key, value), { maxLength: 12 }), (path, pairs) => {
        const route = parse(path, new URLSearchParams(pairs))
        if (route.found) expect(normaliseSearchUiState(route.state, SITE)).toEqual(route.state)
      }),
    )
  })
})
