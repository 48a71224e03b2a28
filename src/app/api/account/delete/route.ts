import { accountDeleteResponse } from '@/features/accounts'
import { apiRoute } from '@/platform/api-route'

/** POST /api/account/delete: delete my account (src/features/accounts). */
export const dynamic = 'force-dynamic'

export const POST = apiRoute((request: Request): Promise<Response> => accountDeleteResponse(request))
