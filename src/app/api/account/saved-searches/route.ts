import { createSavedSearchResponse } from '@/features/accounts'

/** POST /api/account/saved-searches: saves a search for alerts (src/features/accounts/alerts). */
export const dynamic = 'force-dynamic'

export const POST = (request: Request): Promise<Response> => createSavedSearchResponse(request)
