import { describe, expect, it } from 'vitest'

import { storedMatches } from './compare'

describe('seed idempotency: stored document already matches the seed', () => {
  it('ignores what the database adds (ids, timestamps)', () => {
    expect(storedMatches({ name: 'A', rows: [{ a: 1 }] }, { id: 4, name: 'A', updatedAt: 'x', rows: [{ id: 'r1', a: 1 }] })).toBe(true)
  })
  it('sees a changed value, a changed array length and a missing object', () => {
    expect(storedMatches({ name: 'A' }, { name: 'B' })).toBe(false)
    expect(storedMatches({ rows: [1, 2] }, { rows: [1] })).toBe(false)
    expect(storedMatches({ address: { city: 'X' } }, { address: null })).toBe(false)
  })
  it('matches a relation id against a populated relation', () => {
    expect(storedMatches({ dealership: 7 }, { dealership: { id: 7, name: 'D' } })).toBe(true)
    expect(storedMatches({ dealership: 7 }, { dealership: { id: 8 } })).toBe(false)
  })
  it('treats an unset stored value as null', () => {
    expect(storedMatches({ note: null }, { note: undefined })).toBe(true)
  })
})
