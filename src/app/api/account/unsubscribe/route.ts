import { unsubscribeLinkResponse, unsubscribeResponse } from '@/features/accounts'
import { apiRoute } from '@/platform/api-route'

/** /api/account/unsubscribe?token=…: the alert emails' one-click unsubscribe (RFC 8058) and the page's button (src/features/accounts/alerts). */
export const dynamic = 'force-dynamic'

export const GET = apiRoute((request: Request): Response => unsubscribeLinkResponse(request))

export const POST = apiRoute((request: Request): Promise<Response> => unsubscribeResponse(request))
