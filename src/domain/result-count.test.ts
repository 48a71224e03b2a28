import { describe, expect, it } from 'vitest'

import { resultCount } from './result-count'

describe('resultCount (spec §9: hit counts above 1999 are treated as capped)', () => {
  it('shows the hit count up to 1999', () => {
    expect(resultCount({ nbHits: 0 })).toBe(0)
    expect(resultCount({ nbHits: 1999, facets: { car_type: { used: 5 } } }, 10)).toBe(1999)
  })

  it('recomputes a larger total from the car_type facet counts', () => {
    expect(resultCount({ nbHits: 2000, facets: { car_type: { used: 1800, new: 350, demo: 120 } } }, 9000)).toBe(2270)
  })

  it('falls back to the stock count, then to the hit count', () => {
    expect(resultCount({ nbHits: 5000, facets: { make: { Kia: 5000 } } }, 4321)).toBe(4321)
    expect(resultCount({ nbHits: 5000 })).toBe(5000)
  })
})
