import { stockImportResponse } from '@/features/search'
import { apiRoute } from '@/platform/api-route'

/** POST /api/stock/import: a dealer's stock feed (src/features/search/stock/stock-import-endpoint.ts). */
export const dynamic = 'force-dynamic'

export const POST = apiRoute(stockImportResponse)
