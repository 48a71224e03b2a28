import { accountResponse } from '@/features/accounts'

/** GET /api/account: the signed-in shopper (src/features/accounts). */
export const dynamic = 'force-dynamic'

export const GET = (request: Request): Promise<Response> => accountResponse(request)
