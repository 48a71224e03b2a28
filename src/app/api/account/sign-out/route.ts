import { signOutResponse } from '@/features/accounts'
import { apiRoute } from '@/platform/api-route'

/** POST /api/account/sign-out: this device or every device (src/features/accounts). */
export const dynamic = 'force-dynamic'

export const POST = apiRoute((request: Request): Promise<Response> => signOutResponse(request))
