import { signInCodeResponse } from '@/features/accounts'

/** POST /api/account/sign-in/code: emails a sign-in code and link (src/features/accounts). */
export const dynamic = 'force-dynamic'

export const POST = (request: Request): Promise<Response> => signInCodeResponse(request)
