import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { compilePredicate, filterTree, FilterSyntaxError, parseFilters, parseNumericFilter, type FilterNode } from './index'

const facet = (attribute: string, value: string): FilterNode => ({ type: 'facet', attribute, value })
const a = facet('a', '1')
const b = facet('b', '2')
const c = facet('c', '3')

// Each facet filter with the spellings Algolia accepts for it: quoted or not, spaced or not.
const FACET_SPELLINGS: Array<[FilterNode, string[]]> = [
  [facet('make', 'Toyota'), ['make:Toyota', 'make : Toyota', '"make":Toyota']],
  [facet('make', 'Land Rover'), ['make:"Land Rover"', "make:'Land Rover'", '"make:Land Rover"']],
  [facet('model', 'The "Best" \\ one'), ['model:"The \\"Best\\" \\\\ one"']],
  [facet('location name', 'Harbour City'), ['"location name":"Harbour City"']],
  [facet('make_model', 'Mercedes-Benz'), ['make_model:Mercedes-Benz']],
  [facet('status', 'not'), ['status:not']],
  [facet('certified', 'true'), ['certified:true']],
  [facet('_tags', 'featured'), ['_tags:featured']],
  [facet('location.city', 'Perth'), ['location.city:Perth']],
]

describe('filters grammar', () => {
  it.each<[string, FilterNode | undefined]>([
    ['', undefined],
    ['   ', undefined],
    ...FACET_SPELLINGS.flatMap(([node, sources]) => sources.map((source): [string, FilterNode] => [source, node])),
    ['price < 5', { type: 'numeric', attribute: 'price', operator: '<', value: 5 }],
    ['price<=5', { type: 'numeric', attribute: 'price', operator: '<=', value: 5 }],
    ['price = 5', { type: 'numeric', attribute: 'price', operator: '=', value: 5 }],
    ['price!=5', { type: 'numeric', attribute: 'price', operator: '!=', value: 5 }],
    ['price >= -1.5', { type: 'numeric', attribute: 'price', operator: '>=', value: -1.5 }],
    ['price > 1e3', { type: 'numeric', attribute: 'price', operator: '>', value: 1000 }],
    ['price:100 TO 200', { type: 'range', attribute: 'price', low: 100, high: 200 }],
    ['temp: -5 to .5', { type: 'range', attribute: 'temp', low: -5, high: 0.5 }],
    ['a:1 AND b:2', { type: 'and', children: [a, b] }],
    ['a:1 or b:2', { type: 'or', children: [a, b] }],
    ['NOT a:1', { type: 'not', child: a }],
    ['not not a:1', { type: 'not', child: { type: 'not', child: a } }],
    ['((a:1))', a],
  ])('parses %j', (source, expected) => {
    expect(parseFilters(source)).toEqual(expected)
  })

  it('binds NOT tighter than AND, and AND tighter than OR', () => {
    expect(parseFilters('a:1 OR b:2 AND c:3')).toEqual({ type: 'or', children: [a, { type: 'and', children: [b, c] }] })
    expect(parseFilters('a:1 AND b:2 OR c:3')).toEqual({ type: 'or', children: [{ type: 'and', children: [a, b] }, c] })
    expect(parseFilters('NOT a:1 AND b:2')).toEqual({ type: 'and', children: [{ type: 'not', child: a }, b] })
    expect(parseFilters('NOT a:1 OR b:2')).toEqual({ type: 'or', children: [{ type: 'not', child: a }, b] })
    expect(parseFilters('(a:1 OR b:2) AND c:3')).toEqual({ type: 'and', children: [{ type: 'or', children: [a, b] }, c] })
    expect(parseFilters('NOT (a:1 OR b:2)')).toEqual({ type: 'not', child: { type: 'or', children: [a, b] } })
  })

  it('refuses facet, tag and numeric filters mixed in one OR group, as Algolia does (issue 5)', () => {
    expect(() => parseFilters('(make:Mazda OR price < 5000)')).toThrow('filters: Cannot mix facet and numeric filters in the same OR group at col 15')
    expect(() => parseFilters('make:Mazda OR _tags:featured')).toThrow('filters: Cannot mix facet and tag filters in the same OR group at col 14')
    expect(() => parseFilters('year < 2015 OR (seats > 7 OR make:Kia)')).toThrow(/Cannot mix facet and numeric filters/)
    expect(() => parseFilters('NOT price:1 TO 5 OR make:Kia')).toThrow(/Cannot mix facet and numeric filters/)
    // One kind per group is fine, and separate groups may differ.
    expect(parseFilters('(make:Mazda OR make:Kia) AND (price < 5000 OR price > 90000)')).toBeDefined()
    expect(parseFilters('(make:Mazda AND price < 5000) OR make:Kia')).toBeDefined()
  })

  it.each([
    ['make:Toyota foo', 'filters: Unexpected token string(foo) expected end of filter at col 12'],
    ['(languages:pythonORlanguages:javascript)', "filters: Unexpected token ':' expected ')' at col 28"],
    ['category.lvl2:Womens>Tailoring', "filters: Unexpected token '>' expected end of filter at col 20"],
    ['price:10 TO AND', "filters: Unexpected token 'AND' expected numeric at col 12"],
    ['(make:Toyota', "filters: Unexpected end of filter expected ')' at col 12"],
    ['make:', 'filters: Unexpected end of filter expected value at col 5'],
    ['make', "filters: Unexpected end of filter expected ':' or operator at col 4"],
    ['price > abc', 'filters: Unexpected token string(abc) expected numeric at col 8'],
    ['price > "5"', 'filters: Unexpected token string(5) expected numeric at col 8'],
    ['model:abc TO 5', 'filters: Unexpected token string(abc) expected numeric at col 6'],
    ['AND make:a', "filters: Unexpected token 'AND' expected filter at col 0"],
    ['make:a AND', 'filters: Unexpected end of filter expected filter at col 10'],
    [')', "filters: Unexpected token ')' expected filter at col 0"],
    ['make:a)', "filters: Unexpected token ')' expected end of filter at col 6"],
    ['()', "filters: Unexpected token ')' expected filter at col 1"],
    ['make:"Land', 'filters: Unterminated string at col 5'],
    ['a:1 b:2', 'filters: Unexpected token string(b) expected end of filter at col 4'],
    [`${'('.repeat(100)}a:1${')'.repeat(100)}`, 'filters: Too many nested levels (max 64) at col 64'],
    [`${'NOT '.repeat(100)}a:1`, 'filters: Too many nested levels (max 64) at col 256'],
  ])('rejects %j', (source, message) => {
    const error = (() => {
      try {
        parseFilters(source)
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(FilterSyntaxError)
    expect((error as FilterSyntaxError).message).toBe(message)
    expect((error as FilterSyntaxError).status).toBe(400)
  })
})

describe('facetFilters, numericFilters and tagFilters', () => {
  it('reads flat arrays as AND, nested arrays as OR, and a leading minus as NOT', () => {
    expect(filterTree({ facetFilters: 'a:1' })).toEqual(a)
    expect(filterTree({ facetFilters: [['a:1', 'b:2'], 'c:3'] })).toEqual({ type: 'and', children: [{ type: 'or', children: [a, b] }, c] })
    expect(filterTree({ facetFilters: ['make:-Jayco', 'make:\\-5', 'time:10:30'] })).toEqual({
      type: 'and',
      children: [{ type: 'not', child: facet('make', 'Jayco') }, facet('make', '-5'), facet('time', '10:30')],
    })
    expect(filterTree({ facetFilters: [['a:1', ['b:2', ['c:3']]]] })).toEqual({ type: 'or', children: [a, b, c] })
    expect(filterTree({ facetFilters: [[], []] })).toBeUndefined()
    expect(filterTree({ facetFilters: '', tagFilters: [''], numericFilters: [], filters: '' })).toBeUndefined()
    expect(filterTree({ tagFilters: [['x', '-y']] })).toEqual({ type: 'or', children: [facet('_tags', 'x'), { type: 'not', child: facet('_tags', 'y') }] })
  })

  it('parses numericFilters entries', () => {
    expect(parseNumericFilter('price>=5000')).toEqual({ type: 'numeric', attribute: 'price', operator: '>=', value: 5000 })
    expect(parseNumericFilter('year:2015 TO 2020')).toEqual({ type: 'range', attribute: 'year', low: 2015, high: 2020 })
    expect(filterTree({ numericFilters: [['a<1', 'a>5']], filters: 'b:2' })).toEqual({
      type: 'and',
      children: [
        b,
        {
          type: 'or',
          children: [
            { type: 'numeric', attribute: 'a', operator: '<', value: 1 },
            { type: 'numeric', attribute: 'a', operator: '>', value: 5 },
          ],
        },
      ],
    })
  })

  it.each<[Record<string, unknown>, RegExp]>([
    [{ facetFilters: ['make'] }, /^facetFilters: Unexpected end of filter expected ':'/],
    [{ facetFilters: [':x'] }, /^facetFilters: Unexpected token ':' expected attribute at col 0$/],
    [{ facetFilters: [1] }, /^facetFilters: Expected a string or an array/],
    [{ facetFilters: [['a:1', null]] }, /^facetFilters: Expected a string or an array/],
    [{ numericFilters: ['price:5'] }, /^numericFilters: Unexpected end of filter expected 'TO' at col 7$/],
    [{ numericFilters: ['price'] }, /^numericFilters: Unexpected end of filter expected operator at col 5$/],
    [{ numericFilters: ['price > 5 AND a < 1'] }, /^numericFilters: Unexpected token 'AND' expected end of filter at col 10$/],
    [{ filters: 5 }, /^filters: Expected a string/],
  ])('rejects %j', (params, message) => {
    expect(() => filterTree(params)).toThrow(FilterSyntaxError)
    expect(() => filterTree(params)).toThrow(message)
  })
})

describe('compiled predicate', () => {
  const car = { objectID: 'Car-1', make: 'Land Rover', categories: ['SUV', '4x4'], price: 0, certified: true, location: { name: 'Perth' }, km: [5, 50] }
  const matches = (filters: string, options = {}) => compilePredicate(parseFilters(filters) as FilterNode, options)(car)

  it('matches facet values case-insensitively, any array element, nested paths, booleans', () => {
    expect(matches('make:"land rover" AND categories:4X4 AND location.name:perth AND certified:true')).toBe(true)
    expect(matches('objectID:car-1')).toBe(false)
    expect(matches('objectID:Car-1')).toBe(true)
    expect(matches('make:"Land Rover"', { isFacet: (attribute: string) => attribute !== 'make' })).toBe(false)
  })

  it('compares numbers, any array element, booleans as 0/1, != as NOT =', () => {
    expect(matches('price = 0 AND km > 40 AND km < 10 AND certified = 1')).toBe(true)
    expect(matches('km:6 TO 49')).toBe(false)
    expect(matches('seats != 5 AND NOT seats = 5')).toBe(true)
    expect(matches('km != 5')).toBe(false)
  })
})

describe('filters parser robustness (property-based)', () => {
  const isExpected = (source: string) => {
    try {
      parseFilters(source)
    } catch (error) {
      if (!(error instanceof FilterSyntaxError)) throw error
      expect(error.column).toBeGreaterThanOrEqual(0)
      expect(error.column).toBeLessThanOrEqual(source.length)
    }
  }
  const pieces = [
    'make',
    'price',
    ':',
    '"',
    "'",
    '\\',
    '(',
    ')',
    ' ',
    'AND',
    'or',
    'NOT',
    'TO',
    '<',
    '>=',
    '!=',
    '=',
    '!',
    '5',
    '-1.5',
    'Land Rover',
    '_tags',
    '-',
  ]

  it('only ever throws FilterSyntaxError on random strings', () => {
    fc.assert(fc.property(fc.string({ maxLength: 80 }), isExpected), { numRuns: 2000 })
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 40 }), isExpected), { numRuns: 1000 })
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 30 }), (parts) => {
        isExpected(parts.join(''))
      }),
      { numRuns: 3000 },
    )
  })

  it('only ever throws FilterSyntaxError on every prefix of valid filters', () => {
    const valid = ['(make:"Land Rover" OR make:Toyota) AND NOT status:sold', 'price:10 TO 20 AND year >= 2015', 'NOT (a:1 OR (b:2 AND c:"x\\"y"))']
    for (const source of valid) for (let end = 0; end <= source.length; end++) isExpected(source.slice(0, end))
  })

  /** A printer for random trees; every composite child is parenthesised so the tree shape survives. */
  const print = (node: FilterNode): string => {
    const quote = (text: string) => `"${text.replace(/[\\"]/g, (char) => `\\${char}`)}"`
    const group = (child: FilterNode) => (child.type === 'and' || child.type === 'or' ? `(${print(child)})` : print(child))
    switch (node.type) {
      case 'and':
      case 'or':
        return node.children.map(group).join(node.type === 'and' ? ' AND ' : ' OR ')
      case 'not':
        return `NOT ${group(node.child)}`
      case 'facet':
        return `${quote(node.attribute)}:${quote(node.value)}`
      case 'numeric':
        return `${quote(node.attribute)} ${node.operator} ${node.value}`
      case 'range':
        return `${quote(node.attribute)}:${node.low} TO ${node.high}`
    }
  }
  const attribute = fc.stringMatching(/^[a-z_][a-z0-9_.]{0,6}$/)
  const number = fc.oneof(
    fc.integer({ min: -1e6, max: 1e6 }),
    fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => (Object.is(n, -0) ? 0 : n)),
  )
  const { tree } = fc.letrec<{ tree: FilterNode; leaf: FilterNode }>((tie) => ({
    leaf: fc.oneof(
      fc.record({ type: fc.constant('facet' as const), attribute, value: fc.string({ maxLength: 12 }) }),
      fc.record({
        type: fc.constant('numeric' as const),
        attribute,
        operator: fc.constantFrom('<' as const, '<=' as const, '=' as const, '!=' as const, '>=' as const, '>' as const),
        value: number,
      }),
      fc.record({ type: fc.constant('range' as const), attribute, low: number, high: number }),
    ),
    tree: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      tie('leaf'),
      fc.record({ type: fc.constant('not' as const), child: tie('tree') }),
      fc.record({ type: fc.constantFrom('and' as const, 'or' as const), children: fc.array(tie('tree'), { minLength: 2, maxLength: 3 }) }),
    ),
  }))

  /** Whether some OR group joins filters of different kinds (facet, tag, numeric); ANDs inside are groups of their own. */
  const mixesKinds = (node: FilterNode): boolean => {
    const kinds = (n: FilterNode): string[] =>
      n.type === 'and'
        ? []
        : n.type === 'or'
          ? n.children.flatMap(kinds)
          : n.type === 'not'
            ? kinds(n.child)
            : [n.type === 'facet' ? (n.attribute === '_tags' ? 'tag' : 'facet') : 'numeric']
    if (node.type === 'or' && new Set(kinds(node)).size > 1) return true
    if (node.type === 'not') return mixesKinds(node.child)
    return node.type === 'and' || node.type === 'or' ? node.children.some(mixesKinds) : false
  }

  it('parses printed trees back to the same tree, refusing OR groups that mix filter kinds', () => {
    fc.assert(
      fc.property(tree, (node) => {
        if (mixesKinds(node)) expect(() => parseFilters(print(node))).toThrow(/Cannot mix/)
        else expect(parseFilters(print(node))).toEqual(node)
      }),
      { numRuns: 1000 },
    )
  })
})
