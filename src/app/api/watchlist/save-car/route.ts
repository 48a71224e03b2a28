import { saveCarResponse } from '@/features/accounts'

/** POST /api/watchlist/save-car (spec §7) (src/features/accounts). */
export const dynamic = 'force-dynamic'

export const POST = (request: Request): Promise<Response> => saveCarResponse(request)
