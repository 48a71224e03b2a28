import 'server-only'

import { outsideRequests } from '../../platform/outside-requests'
import { getPayloadClient } from '../../platform/payload'
import { createStockSearchBackend } from './adapters/backend'
import { createStockSearch, type StockSearch } from './stock/stock-search'

const holder = globalThis as typeof globalThis & { stockSearch?: Promise<StockSearch> }

/** The server's one stock search (one in-memory index set per process, kept across hot reloads). */
export function getStockSearch(): Promise<StockSearch> {
  // Made outside the first request that asks: it lives as long as the process (issue 38).
  holder.stockSearch ??= outsideRequests(() => getPayloadClient().then((payload) => createStockSearch({ payload, backend: createStockSearchBackend() })))
  return holder.stockSearch
}
