import { describe, expect, it } from 'vitest'

import { isPromoLive, nextPromoChange, placePromoCards, PROMO_TILES, promoMatchesCarTypes, showPromoTile } from './promos'

describe('end-of-financial-year tile (spec §4 "Promo tile")', () => {
  it('shows until 15 June 2025 16:00 (+10:00)', () => {
    expect(showPromoTile(PROMO_TILES.endOfFinancialYear, new Date('2025-06-15T05:59:59Z'))).toBe(true)
    expect(showPromoTile(PROMO_TILES.endOfFinancialYear, new Date('2025-06-15T06:00:00Z'))).toBe(false)
  })

  it('takes its cut-off as data', () => {
    expect(showPromoTile({ until: '2026-06-15T16:00:00+10:00' }, new Date('2026-01-01T00:00:00Z'))).toBe(true)
    expect(showPromoTile({ until: 'never' }, new Date('2026-01-01T00:00:00Z'))).toBe(false)
  })
})

describe('promo window (spec §4 "Promo cards show only inside their start/expiry window")', () => {
  const now = new Date('2025-05-01T00:00:00Z')

  it('is live from start until expiry', () => {
    expect(isPromoLive({ start: '2025-04-01T00:00:00Z', expiry: '2025-06-01T00:00:00Z' }, now)).toBe(true)
    expect(isPromoLive({ start: '2025-05-01T00:00:00Z' }, now)).toBe(true)
    expect(isPromoLive({ expiry: '2025-05-01T00:00:00Z' }, now)).toBe(false)
    expect(isPromoLive({ start: '2025-05-02T00:00:00Z' }, now)).toBe(false)
    expect(isPromoLive({}, now)).toBe(true)
  })
})

describe('promo display and strictDisplay (spec §4 "display and strictDisplay match the selected car types")', () => {
  it('shows a promo without display always', () => {
    expect(promoMatchesCarTypes({}, ['used'])).toBe(true)
    expect(promoMatchesCarTypes({ display: [] }, [])).toBe(true)
  })

  it('shows a display promo when one of its car types is selected', () => {
    expect(promoMatchesCarTypes({ display: ['new', 'demo'] }, ['demo'])).toBe(true)
    expect(promoMatchesCarTypes({ display: ['new', 'demo'] }, ['used'])).toBe(false)
    expect(promoMatchesCarTypes({ display: ['new'] }, ['new', 'used'])).toBe(true)
  })

  it('needs exactly the display set with strictDisplay', () => {
    expect(promoMatchesCarTypes({ display: ['new', 'demo'], strictDisplay: true }, ['demo', 'new'])).toBe(true)
    expect(promoMatchesCarTypes({ display: ['new', 'demo'], strictDisplay: true }, ['new'])).toBe(false)
    expect(promoMatchesCarTypes({ display: ['new'], strictDisplay: true }, ['new', 'used'])).toBe(false)
  })

  it('reads no selection as every car type (the default search)', () => {
    expect(promoMatchesCarTypes({ display: ['used'] }, [])).toBe(true)
    expect(promoMatchesCarTypes({ display: ['used'], strictDisplay: true }, [])).toBe(false)
    expect(promoMatchesCarTypes({ display: ['new', 'demo', 'used'], strictDisplay: true }, [])).toBe(true)
  })
})

describe('placePromoCards (spec §2 "a promo card at set positions (every Nth card, or a list)")', () => {
  it('puts promos at the listed positions (5 and 10 for one dealer)', () => {
    expect(placePromoCards(21, [{}, {}], { every: 0, positions: [10, 5] })).toEqual([
      { at: 5, promo: 0 },
      { at: 10, promo: 1 },
    ])
  })

  it('puts a promo after every Nth vehicle card, each promo once', () => {
    expect(placePromoCards(21, [{}, {}, {}, {}], { every: 6, positions: [] })).toEqual([
      { at: 7, promo: 0 },
      { at: 14, promo: 1 },
      { at: 21, promo: 2 },
    ])
  })

  it("lets a promo's own position win and fills the site's slots with the others", () => {
    expect(placePromoCards(21, [{ position: null }, { position: 2 }], { every: 0, positions: [5] })).toEqual([
      { at: 2, promo: 1 },
      { at: 5, promo: 0 },
    ])
  })

  it('never places a promo past the end of a short page, on an empty page, or twice on one position', () => {
    expect(placePromoCards(3, [{}, {}], { every: 0, positions: [4, 10] })).toEqual([{ at: 4, promo: 0 }])
    expect(placePromoCards(0, [{}], { every: 0, positions: [1] })).toEqual([])
    expect(placePromoCards(21, [{ position: 5 }, { position: 5 }], { every: 0, positions: [] })).toEqual([{ at: 5, promo: 0 }])
    expect(placePromoCards(21, [{}], { every: 0, positions: [] })).toEqual([])
  })
})

describe('nextPromoChange', () => {
  const now = new Date('2025-05-15T00:00:00Z')
  it('is the soonest start or expiry still to come', () => {
    const promos = [
      { start: '2025-04-01T00:00:00Z', expiry: '2025-06-01T00:00:00Z' },
      { start: '2025-05-20T09:30:00Z', expiry: null },
      { start: null, expiry: '2025-05-15T00:00:00Z' },
    ]
    expect(nextPromoChange(promos, now)?.toISOString()).toBe('2025-05-20T09:30:00.000Z')
  })
  it('is null when every window has begun and none ends', () => {
    expect(nextPromoChange([{ start: '2025-04-01T00:00:00Z' }, {}], now)).toBeNull()
  })
})
