import { z } from 'zod'

import type { ImportMode, StockImportReport } from './stock-store'

/**
 * A stock feed as the import endpoint and `npm run stock:import` accept it: a bare array of cars, or
 * `{ cars, mode }`. A full feed (the default) is the dealer's whole stock: cars missing from it are
 * removed. A partial feed only adds and updates.
 */
export const stockFeedSchema = z.union([
  z.array(z.unknown()).transform((cars) => ({ cars, mode: undefined, site: undefined })),
  z.object({ cars: z.array(z.unknown()), mode: z.enum(['full', 'partial']).optional(), site: z.string().min(1).optional() }),
])

export type StockFeed = { cars: unknown[]; mode?: ImportMode | undefined; site?: string | undefined }

export function parseStockFeed(json: unknown): { feed: StockFeed } | { error: string } {
  const parsed = stockFeedSchema.safeParse(json)
  if (!parsed.success) return { error: 'A stock feed is a JSON array of cars, or an object { "cars": [...], "mode": "full" | "partial" }' }
  return { feed: parsed.data }
}

/** The report without the id lists (they can be 50,000 long): counts and every rejected record. */
export function importSummary(report: StockImportReport) {
  const { changedIds: _changed, removedIds: _removed, ...summary } = report
  return summary
}
