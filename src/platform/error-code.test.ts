import { describe, expect, it } from 'vitest'

import { hasErrorCode } from './error-code'

describe('hasErrorCode (issue 16 item 2: an empty full feed answered 500 because instanceof failed across bundle copies)', () => {
  it('recognises an error of another copy of the class by its code', () => {
    // Two identical classes, as two copies of one module in the Next bundle give.
    const copy = () =>
      class StockImportError extends Error {
        readonly code = 'stock-feed-empty'
      }
    const Thrown = copy()
    const Imported = copy()
    const error = new Thrown('An empty full feed would remove every car.')
    expect(error instanceof Imported).toBe(false)
    expect(hasErrorCode(error, 'stock-feed-empty')).toBe(true)
  })

  it('tells other codes, Node error codes and non-errors apart', () => {
    expect(hasErrorCode(Object.assign(new Error('x'), { code: 'stock-feed-refused' }), 'stock-feed-empty')).toBe(false)
    expect(hasErrorCode(Object.assign(new Error('no file'), { code: 'ENOENT' }), 'stock-feed-empty')).toBe(false)
    expect(hasErrorCode(null, 'stock-feed-empty')).toBe(false)
    expect(hasErrorCode('stock-feed-empty', 'stock-feed-empty')).toBe(false)
    expect(hasErrorCode({ code: 'stock-feed-empty' }, 'stock-feed-empty')).toBe(false) // no message to show
  })
})
