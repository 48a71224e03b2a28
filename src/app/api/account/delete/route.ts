import { accountDeleteResponse } from '@/features/accounts'

/** POST /api/account/delete: delete my account (src/features/accounts). */
export const dynamic = 'force-dynamic'

export const POST = (request: Request): Promise<Response> => accountDeleteResponse(request)
