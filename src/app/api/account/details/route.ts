import { accountDetailsResponse } from '@/features/accounts'

/** POST /api/account/details: the shopper's details (src/features/accounts). */
export const dynamic = 'force-dynamic'

export const POST = (request: Request): Promise<Response> => accountDetailsResponse(request)
