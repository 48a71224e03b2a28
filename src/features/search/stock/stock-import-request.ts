import { z } from 'zod'

import type { StockFeedFigures } from '@/domain/stock-feed-guard'
import { hasErrorCode } from '../../../platform/error-code'
import type { RejectedStockRecord } from './stock-record'
import { STOCK_FEED_EMPTY, STOCK_FEED_REFUSED, type ImportMode, type StockImportReport } from './stock-store'

/**
 * A stock feed as the import endpoint and `npm run stock:import` accept it: a bare array of cars, or
 * `{ cars, mode, site, confirmRemoval }`. A full feed (the default) is the dealer's whole stock: cars
 * missing from it are removed. A partial feed only adds and updates. `confirmRemoval` confirms the
 * number of cars a full feed removes when the site's stock feed guard would refuse it (issue 16).
 */
export const stockFeedSchema = z.union([
  z.array(z.unknown()).transform((cars) => ({ cars, mode: undefined, site: undefined, confirmRemoval: undefined })),
  z.object({
    cars: z.array(z.unknown()),
    mode: z.enum(['full', 'partial']).optional(),
    site: z.string().min(1).optional(),
    // Checked on its own below, so a bad value gets its own message rather than "not a stock feed".
    confirmRemoval: z.unknown().optional(),
  }),
])

export type StockFeed = { cars: unknown[]; mode?: ImportMode | undefined; site?: string | undefined; confirmRemoval?: number | undefined }

export const CONFIRM_REMOVAL_ERROR = 'confirmRemoval must be a whole number of cars, 0 or more: the number of cars this full feed removes.'

const confirmRemovalSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)
/** As a query parameter or a command-line flag: digits only ("" and "1e3" are not counts). */
const confirmRemovalText = z
  .string()
  .regex(/^\d{1,15}$/)
  .transform(Number)

export function parseStockFeed(json: unknown): { feed: StockFeed } | { error: string } {
  const parsed = stockFeedSchema.safeParse(json)
  if (!parsed.success) return { error: 'A stock feed is a JSON array of cars, or an object { "cars": [...], "mode": "full" | "partial" }' }
  const { confirmRemoval, ...feed } = parsed.data
  if (confirmRemoval === undefined) return { feed }
  const confirmed = confirmRemovalSchema.safeParse(confirmRemoval)
  if (!confirmed.success) return { error: CONFIRM_REMOVAL_ERROR }
  return { feed: { ...feed, confirmRemoval: confirmed.data } }
}

/**
 * The confirmation for an import: from the query string (`?confirmRemoval=1840`) or the command line
 * (`--confirm-removal 1840`), or else the feed's own field. Both given and different is an error, as
 * the caller cannot have meant both.
 */
export function resolveConfirmRemoval(
  text: string | null | undefined,
  fromFeed: number | undefined,
): { confirmRemoval: number | undefined } | { error: string } {
  if (text === null || text === undefined) return { confirmRemoval: fromFeed }
  const parsed = confirmRemovalText.safeParse(text.trim())
  if (!parsed.success) return { error: CONFIRM_REMOVAL_ERROR }
  if (fromFeed !== undefined && fromFeed !== parsed.data)
    return { error: `confirmRemoval is ${parsed.data} in the request but ${fromFeed} in the feed: send one.` }
  return { confirmRemoval: parsed.data }
}

/** The report without the id lists (they can be 50,000 long): counts and every rejected record. */
export function importSummary(report: StockImportReport) {
  const { changedIds: _changed, removedIds: _removed, ...summary } = report
  return summary
}

export interface StockImportRefusal {
  status: 400 | 422
  body: { message: string; status: 400 | 422; code: string; figures?: StockFeedFigures; rejected?: RejectedStockRecord[] }
}

/**
 * The answer for a feed refused as a whole (nothing was written), or null for any other error. Matched
 * by code, not class: the route and the stock search can hold different copies of the error classes.
 */
export function stockImportRefusal(error: unknown): StockImportRefusal | null {
  if (hasErrorCode(error, STOCK_FEED_EMPTY)) return { status: 400, body: { message: error.message, status: 400, code: error.code } }
  if (hasErrorCode(error, STOCK_FEED_REFUSED)) {
    const { figures, rejected } = error as { figures?: StockFeedFigures; rejected?: RejectedStockRecord[] }
    return { status: 422, body: { message: error.message, status: 422, code: error.code, figures, rejected } }
  }
  return null
}
