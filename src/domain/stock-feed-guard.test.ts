import { describe, expect, it } from 'vitest'

import { checkFullStockFeed, readStockFeedGuard, STOCK_FEED_GUARD_DEFAULTS, type StockFeedGuardInput } from './stock-feed-guard'

const shares = { ...STOCK_FEED_GUARD_DEFAULTS }
const feed = (fields: Partial<StockFeedGuardInput>): StockFeedGuardInput => ({ stored: 2000, removing: 0, received: 2000, rejected: 0, shares, ...fields })

describe('stock feed guard (issue 16 item 1: a broken full feed must never wipe a site)', () => {
  it('allows an ordinary full feed: a few cars sold, a few records rejected', () => {
    expect(checkFullStockFeed(feed({ removing: 40, rejected: 12 })).allowed).toBe(true)
  })

  it('refuses a feed that would remove more than half the stock, with the figures and the confirmation to send', () => {
    const verdict = checkFullStockFeed(feed({ removing: 1840, received: 160 }))
    expect(verdict).toEqual({
      allowed: false,
      reasons: ['too-many-removed'],
      message:
        "This full feed would remove 1,840 of 2,000 cars (92%), more than this site's limit of 50%. Nothing was changed. If the removal is intended, send confirmRemoval: 1840.",
      figures: {
        stored: 2000,
        removing: 1840,
        removedPercent: 92,
        received: 160,
        rejected: 0,
        rejectedPercent: 0,
        maxRemovedPercent: 50,
        maxRejectedPercent: 10,
        confirmRemoval: null,
      },
    })
  })

  it('refuses a feed whose every record was rejected ([null]: rejected records without an id protect no car)', () => {
    const verdict = checkFullStockFeed(feed({ removing: 2000, received: 1, rejected: 1 }))
    expect(verdict.allowed).toBe(false)
    if (verdict.allowed) return
    expect(verdict.reasons).toEqual(['too-many-removed', 'too-many-rejected'])
    expect(verdict.message).toBe(
      "In this full feed 1 of its 1 records were rejected (100%), more than this site's limit of 10%; it would remove 2,000 of 2,000 cars (100%), more than this site's limit of 50%. Nothing was changed. Fix the rejected records (listed with this refusal by index, field and reason), or if the feed is intended, send confirmRemoval: 2000.",
    )
  })

  it('refuses a feed with too many rejected records even when it removes nothing (their ids keep their cars)', () => {
    const verdict = checkFullStockFeed(feed({ rejected: 201 }))
    expect(verdict).toMatchObject({ allowed: false, reasons: ['too-many-rejected'], figures: { rejectedPercent: 10.05 } })
    if (!verdict.allowed) expect(verdict.message).toContain('201 of its 2,000 records were rejected (10.1%)')
    expect(checkFullStockFeed(feed({ rejected: 200 })).allowed).toBe(true) // exactly the limit is allowed
  })

  it('allows exactly the limit, and shows a share just over it rounded up (never "50% … more than 50%")', () => {
    expect(checkFullStockFeed(feed({ removing: 1000 })).allowed).toBe(true)
    const verdict = checkFullStockFeed(feed({ stored: 10_000, removing: 5001 }))
    expect(verdict.allowed).toBe(false)
    if (!verdict.allowed) expect(verdict.message).toContain('remove 5,001 of 10,000 cars (50.1%)')
    // 11 / 20 * 100 is 55.00000000000001 in floating point: it still reads 55%.
    const floating = checkFullStockFeed(feed({ stored: 20, removing: 11 }))
    expect(floating.allowed).toBe(false)
    if (!floating.allowed) expect(floating.message).toContain('remove 11 of 20 cars (55%)')
  })

  it('applies a feed whose confirmRemoval equals the number it removes, whatever its shares', () => {
    expect(checkFullStockFeed(feed({ removing: 1840, confirmRemoval: 1840 })).allowed).toBe(true)
    expect(checkFullStockFeed(feed({ removing: 2000, received: 1, rejected: 1, confirmRemoval: 2000 })).allowed).toBe(true)
    expect(checkFullStockFeed(feed({ rejected: 900, confirmRemoval: 0 })).allowed).toBe(true)
  })

  it('refuses a stale confirmation: one for another count approves neither a worse feed nor a milder one', () => {
    const worse = checkFullStockFeed(feed({ removing: 1900, confirmRemoval: 1840 }))
    expect(worse).toMatchObject({ allowed: false, reasons: ['confirmation-mismatch'], figures: { confirmRemoval: 1840, removing: 1900 } })
    if (!worse.allowed) {
      expect(worse.message).toBe(
        'This full feed confirms the removal of 1,840 cars, but it would remove 1,900 of 2,000 cars (95%). Nothing was changed. Check the feed; if this removal is intended, send confirmRemoval: 1900.',
      )
    }
    expect(checkFullStockFeed(feed({ removing: 3, confirmRemoval: 1840 })).allowed).toBe(false)
  })

  it('always allows a first import into an empty stock, however many records were rejected', () => {
    expect(checkFullStockFeed(feed({ stored: 0, received: 10, rejected: 10 })).allowed).toBe(true)
    expect(checkFullStockFeed(feed({ stored: 0, confirmRemoval: 5 })).allowed).toBe(true)
  })

  it('follows the site’s own shares: 100% lets a feed replace the whole stock, 0% refuses any removal', () => {
    expect(checkFullStockFeed(feed({ removing: 2000, shares: { maxRemovedPercent: 100, maxRejectedPercent: 10 } })).allowed).toBe(true)
    expect(checkFullStockFeed(feed({ removing: 1, shares: { maxRemovedPercent: 0, maxRejectedPercent: 10 } })).allowed).toBe(false)
  })

  it('reads the site’s stored shares, with the defaults where none is set', () => {
    expect(readStockFeedGuard(null)).toEqual({ maxRemovedPercent: 50, maxRejectedPercent: 10 })
    expect(readStockFeedGuard({ maxRemovedPercent: 100, maxRejectedPercent: null })).toEqual({ maxRemovedPercent: 100, maxRejectedPercent: 10 })
    expect(readStockFeedGuard({ maxRemovedPercent: 0, maxRejectedPercent: 0 })).toEqual({ maxRemovedPercent: 0, maxRejectedPercent: 0 })
  })
})
