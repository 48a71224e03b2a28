import { accountDetailsResponse } from '@/features/accounts'
import { apiRoute } from '@/platform/api-route'

/** POST /api/account/details: the shopper's details (src/features/accounts). */
export const dynamic = 'force-dynamic'

export const POST = apiRoute((request: Request): Promise<Response> => accountDetailsResponse(request))
