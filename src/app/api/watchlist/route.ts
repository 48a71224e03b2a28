import { watchlistResponse } from '@/features/accounts'

/** GET /api/watchlist: the saved cars with their state now (src/features/accounts). */
export const dynamic = 'force-dynamic'

export const GET = (request: Request): Promise<Response> => watchlistResponse(request)
