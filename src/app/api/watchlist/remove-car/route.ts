import { removeCarResponse } from '@/features/accounts'

/** POST /api/watchlist/remove-car (spec §7) (src/features/accounts). */
export const dynamic = 'force-dynamic'

export const POST = (request: Request): Promise<Response> => removeCarResponse(request)
