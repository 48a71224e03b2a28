import { saveCarResponse } from '@/features/accounts'
import { apiRoute } from '@/platform/api-route'

/** POST /api/watchlist/save-car (spec §7) (src/features/accounts). */
export const dynamic = 'force-dynamic'

export const POST = apiRoute((request: Request): Promise<Response> => saveCarResponse(request))
