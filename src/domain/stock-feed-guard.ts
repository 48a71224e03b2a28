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
