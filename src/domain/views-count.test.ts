import { describe, expect, it } from 'vitest'

import { DEFAULT_TEXTS } from './texts'
import { viewsCountText } from './views-count'

describe('views count text (spec §2 "view count", §9 counts with thousands separators)', () => {
  it('says "1 view" and groups thousands', () => {
    expect(viewsCountText(0)).toBe('0 views')
    expect(viewsCountText(1)).toBe('1 view')
    expect(viewsCountText(1234)).toBe('1,234 views')
  })

  it('never shows a negative or fractional count', () => {
    expect(viewsCountText(-3)).toBe('0 views')
    expect(viewsCountText(Number.NaN)).toBe('0 views')
    expect(viewsCountText(2.7)).toBe('2 views')
  })

  it('uses the site’s wording', () => {
    expect(viewsCountText(5, { ...DEFAULT_TEXTS, viewsCount: '{count} shoppers looked' })).toBe('5 shoppers looked')
  })
})
