import { describe, expect, it } from 'vitest'

import { CONFIRM_REMOVAL_ERROR, parseStockFeed, resolveConfirmRemoval, stockImportRefusal } from './stock-import-request'
import { StockFeedRefusedError, StockImportError } from './stock-store'

describe('confirmRemoval in a stock feed (issue 16 item 1)', () => {
  it('reads it from the feed envelope as a whole number of cars, 0 or more', () => {
    expect(parseStockFeed({ cars: [], confirmRemoval: 1840 })).toEqual({ feed: { cars: [], confirmRemoval: 1840 } })
    expect(parseStockFeed({ cars: [], confirmRemoval: 0 })).toEqual({ feed: { cars: [], confirmRemoval: 0 } })
    expect(parseStockFeed({ cars: [] })).toEqual({ feed: { cars: [] } })
    for (const bad of [-1, 1.5, '1840', null, Number.MAX_SAFE_INTEGER + 1])
      expect(parseStockFeed({ cars: [], confirmRemoval: bad })).toEqual({ error: CONFIRM_REMOVAL_ERROR })
  })

  it('reads it from the query string or the command line, digits only; the feed’s own value when none is given', () => {
    expect(resolveConfirmRemoval('1840', undefined)).toEqual({ confirmRemoval: 1840 })
    expect(resolveConfirmRemoval(null, 12)).toEqual({ confirmRemoval: 12 })
    expect(resolveConfirmRemoval(undefined, undefined)).toEqual({ confirmRemoval: undefined })
    expect(resolveConfirmRemoval('12', 12)).toEqual({ confirmRemoval: 12 })
    for (const bad of ['', '-1', '1e3', 'twelve', '1.0', '9999999999999999'])
      expect(resolveConfirmRemoval(bad, undefined)).toEqual({ error: CONFIRM_REMOVAL_ERROR })
  })

  it('refuses two different confirmations, as the caller cannot have meant both', () => {
    expect(resolveConfirmRemoval('11', 12)).toEqual({ error: 'confirmRemoval is 11 in the request but 12 in the feed: send one.' })
  })
})

describe('stockImportRefusal (issue 16 item 2: an empty full feed answered 500 with an empty body)', () => {
  it('answers an empty full feed with 400 and its message', () => {
    expect(stockImportRefusal(new StockImportError('An empty full feed would remove every car.'))).toEqual({
      status: 400,
      body: { message: 'An empty full feed would remove every car.', status: 400, code: 'stock-feed-empty' },
    })
  })

  it('answers a refused feed with 422, its figures and its rejected records', () => {
    const figures = {
      stored: 2,
      removing: 2,
      removedPercent: 100,
      received: 1,
      rejected: 1,
      rejectedPercent: 100,
      maxRemovedPercent: 50,
      maxRejectedPercent: 10,
      confirmRemoval: null,
    }
    const rejected = [{ index: 0, field: '(record)', reason: 'Invalid input' }]
    expect(stockImportRefusal(new StockFeedRefusedError('Refused.', figures, rejected))).toEqual({
      status: 422,
      body: { message: 'Refused.', status: 422, code: 'stock-feed-refused', figures, rejected },
    })
  })

  it('recognises the errors by code, so a copy of the class from another bundle chunk still gets its answer', () => {
    expect(stockImportRefusal(Object.assign(new Error('An empty full feed would remove every car.'), { code: 'stock-feed-empty' }))?.status).toBe(400)
    expect(stockImportRefusal(new Error('connection terminated'))).toBeNull()
  })
})
