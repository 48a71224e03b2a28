import { describe, expect, it } from 'vitest'

import { makesFromFacets, searchPaths, shuffled } from './distinct-soak'

describe('bench:soak --distinct addresses', () => {
  it('shuffles the same way every run, keeping every address once', () => {
    const items = Array.from({ length: 50 }, (_, i) => i)
    expect(shuffled(items)).toEqual(shuffled(items))
    expect(shuffled(items)).not.toEqual(items)
    expect([...shuffled(items)].sort((a, b) => a - b)).toEqual(items)
  })

  it('reads makes and their models from the make and make_model facets', () => {
    expect(makesFromFacets({ Toyota: 3, 'Land Rover': 1 }, { 'Toyota HiLux': 2, 'Toyota Corolla Cross': 1, 'Land Rover Defender': 1 })).toEqual(
      new Map([
        ['Land Rover', ['Defender']],
        ['Toyota', ['Corolla Cross', 'HiLux']],
      ]),
    )
  })

  it('asks for each make and make/model search page, its second page and every sort', () => {
    const paths = searchPaths(new Map([['Land Rover', ['Defender']]]))
    expect(paths).toContain('/search/land-rover')
    expect(paths).toContain('/search/land-rover/defender')
    expect(paths).toContain('/search/land-rover/defender?page=2')
    expect(paths).toContain('/search/land-rover?sortBy=price-asc')
    expect(new Set(paths).size).toBe(paths.length)
  })
})
