import { watchlistResponse } from '@/features/accounts'
import { apiRoute } from '@/platform/api-route'

/** GET /api/watchlist: the saved cars with their state now (src/features/accounts). */
export const dynamic = 'force-dynamic'

export const GET = apiRoute((request: Request): Promise<Response> => watchlistResponse(request))
