import { describe, expect, it } from 'vitest'

import { encodeParams } from './params'

describe('the params echo', () => {
  it('echoes text with a lone surrogate instead of throwing (it answered a search with a 500, issue 16 hostile-input suite)', () => {
    const echo = encodeParams({ query: 'camry\ud800', ['\udfffkey']: 'x', hitsPerPage: 21 } as never)
    expect(new URLSearchParams(echo).get('query')).toBe('camry\ufffd')
    expect(new URLSearchParams(echo).get('\ufffdkey')).toBe('x')
    expect(new URLSearchParams(echo).get('hitsPerPage')).toBe('21')
  })
})
