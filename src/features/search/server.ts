import 'server-only'

import { getPayloadClient } from '../../platform/payload'
import { createStockSearchBackend } from './adapters/backend'
import { createStockSearch, type StockSearch } from './stock/stock-search'

const holder = globalThis as typeof globalThis & { stockSearch?: Promise<StockSearch> }

/** The server's one stock search (one in-memory index set per process, kept across hot reloads). */
export function getStockSearch(): Promise<StockSearch> {
  holder.stockSearch ??= getPayloadClient().then((payload) => createStockSearch({ payload, backend: createStockSearchBackend() }))
  return holder.stockSearch
}
