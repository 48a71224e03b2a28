import { formatCount } from './money'

/**
 * How much of a site's stock one full feed may remove, and how many of its records may be rejected,
 * before the platform refuses the feed as probably broken (issue 16). A site may set its own shares.
 */
export const STOCK_FEED_GUARD_DEFAULTS = {
  /** Refuse a full feed that would remove more than this percentage of the stored cars. */
  maxRemovedPercent: 50,
  /** Refuse a full feed where more than this percentage of the records are rejected. */
  maxRejectedPercent: 10,
} as const

export interface StockFeedGuardShares {
  maxRemovedPercent: number
  maxRejectedPercent: number
}

/** The site's shares as stored (the group and its fields may be null), with the defaults filled in. */
export function readStockFeedGuard(stored: { maxRemovedPercent?: number | null; maxRejectedPercent?: number | null } | null | undefined): StockFeedGuardShares {
  return {
    maxRemovedPercent: stored?.maxRemovedPercent ?? STOCK_FEED_GUARD_DEFAULTS.maxRemovedPercent,
    maxRejectedPercent: stored?.maxRejectedPercent ?? STOCK_FEED_GUARD_DEFAULTS.maxRejectedPercent,
  }
}

export interface StockFeedGuardInput {
  /** Cars the site has now. */
  stored: number
  /** Stored cars the full feed would remove. */
  removing: number
  /** Records in the feed. */
  received: number
  /** Records of the feed that were rejected (each counted once, however many of its fields failed). */
  rejected: number
  shares: StockFeedGuardShares
  /** The caller's confirmation: the number of cars it expects the feed to remove. */
  confirmRemoval?: number | undefined
}

/** What a refused feed answers with, so a dealer's developer can see why without guessing. */
export interface StockFeedFigures {
  stored: number
  removing: number
  /** Share of the stored cars the feed would remove, in percent (unrounded). */
  removedPercent: number
  received: number
  rejected: number
  /** Share of the feed's records that were rejected, in percent (unrounded). */
  rejectedPercent: number
  maxRemovedPercent: number
  maxRejectedPercent: number
  /** The confirmation the caller sent, or null. */
  confirmRemoval: number | null
}

export type StockFeedRefusalReason = 'too-many-removed' | 'too-many-rejected' | 'confirmation-mismatch'

export type StockFeedVerdict =
  { allowed: true; figures: StockFeedFigures } | { allowed: false; reasons: StockFeedRefusalReason[]; message: string; figures: StockFeedFigures }

/**
 * One decimal, rounded up, so a share just over a limit never reads as equal to it ("50.1%", not "50%").
 * The tenths are rounded to 6 places first: 11 / 20 * 100 is 55.00000000000001, which must read "55%".
 */
const percent = (share: number) => `${(Math.ceil(Number((share * 10).toFixed(6))) / 10).toLocaleString('en-AU', { maximumFractionDigits: 1 })}%`
const shareOf = (part: number, whole: number) => (whole > 0 ? (part / whole) * 100 : 0)

/**
 * Whether a full feed may be applied. The rule, in one place:
 * - a site with no stored cars (its first import) always may: nothing can be lost;
 * - a feed that sends `confirmRemoval` must confirm exactly the number of cars it would remove, or it is
 *   refused, so a confirmation written for one feed cannot approve a worse one;
 * - with a matching `confirmRemoval` the feed is applied whatever its shares: the caller has seen the
 *   figures and confirmed them (both the removal and the rejected records);
 * - otherwise the feed is refused when it would remove more than `maxRemovedPercent` of the stored
 *   cars, or when more than `maxRejectedPercent` of its records were rejected.
 */
export function checkFullStockFeed(input: StockFeedGuardInput): StockFeedVerdict {
  const { stored, removing, received, rejected, shares, confirmRemoval } = input
  const figures: StockFeedFigures = {
    stored,
    removing,
    removedPercent: shareOf(removing, stored),
    received,
    rejected,
    rejectedPercent: shareOf(rejected, received),
    maxRemovedPercent: shares.maxRemovedPercent,
    maxRejectedPercent: shares.maxRejectedPercent,
    confirmRemoval: confirmRemoval ?? null,
  }
  if (stored === 0) return { allowed: true, figures }

  const removal = `remove ${formatCount(removing)} of ${formatCount(stored)} cars (${percent(figures.removedPercent)})`
  const confirm = `send confirmRemoval: ${removing}.`
  if (confirmRemoval !== undefined) {
    if (confirmRemoval === removing) return { allowed: true, figures }
    return {
      allowed: false,
      reasons: ['confirmation-mismatch'],
      message: `This full feed confirms the removal of ${formatCount(confirmRemoval)} cars, but it would ${removal}. Nothing was changed. Check the feed; if this removal is intended, ${confirm}`,
      figures,
    }
  }

  const reasons: StockFeedRefusalReason[] = []
  if (figures.removedPercent > shares.maxRemovedPercent) reasons.push('too-many-removed')
  if (figures.rejectedPercent > shares.maxRejectedPercent) reasons.push('too-many-rejected')
  if (reasons.length === 0) return { allowed: true, figures }

  const tooManyRemoved = reasons.includes('too-many-removed')
  const rejectedPart = `${formatCount(rejected)} of its ${formatCount(received)} records were rejected (${percent(figures.rejectedPercent)}), more than this site's limit of ${percent(shares.maxRejectedPercent)}`
  const message = reasons.includes('too-many-rejected')
    ? `In this full feed ${rejectedPart}; it would ${removal}${tooManyRemoved ? `, more than this site's limit of ${percent(shares.maxRemovedPercent)}` : ''}. Nothing was changed. Fix the rejected records (listed with this refusal by index, field and reason), or if the feed is intended, ${confirm}`
    : `This full feed would ${removal}, more than this site's limit of ${percent(shares.maxRemovedPercent)}. Nothing was changed. If the removal is intended, ${confirm}`
  return { allowed: false, reasons, message, figures }
}
