import { stockImportResponse } from '@/features/search'

/** POST /api/stock/import: a dealer's stock feed (src/features/search/stock/stock-import-endpoint.ts). */
export const dynamic = 'force-dynamic'

export const POST = stockImportResponse
