import { signInCodeResponse } from '@/features/accounts'
import { apiRoute } from '@/platform/api-route'

/** POST /api/account/sign-in/code: emails a sign-in code and link (src/features/accounts). */
export const dynamic = 'force-dynamic'

export const POST = apiRoute((request: Request): Promise<Response> => signInCodeResponse(request))
