import { signInResponse } from '@/features/accounts'
import { apiRoute } from '@/platform/api-route'

/** POST /api/account/sign-in: signs in with the code or the link's token (src/features/accounts). */
export const dynamic = 'force-dynamic'

export const POST = apiRoute((request: Request): Promise<Response> => signInResponse(request))
