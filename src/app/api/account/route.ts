import { accountResponse } from '@/features/accounts'
import { apiRoute } from '@/platform/api-route'

/** GET /api/account: the signed-in shopper (src/features/accounts). */
export const dynamic = 'force-dynamic'

export const GET = apiRoute((request: Request): Promise<Response> => accountResponse(request))
