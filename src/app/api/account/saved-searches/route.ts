import { createSavedSearchResponse } from '@/features/accounts'
import { apiRoute } from '@/platform/api-route'

/** POST /api/account/saved-searches: saves a search for alerts (src/features/accounts/alerts). */
export const dynamic = 'force-dynamic'

export const POST = apiRoute((request: Request): Promise<Response> => createSavedSearchResponse(request))
