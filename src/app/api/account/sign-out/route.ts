import { signOutResponse } from '@/features/accounts'

/** POST /api/account/sign-out: this device or every device (src/features/accounts). */
export const dynamic = 'force-dynamic'

export const POST = (request: Request): Promise<Response> => signOutResponse(request)
