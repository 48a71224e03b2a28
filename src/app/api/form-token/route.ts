import { formTokenResponse } from '@/features/leads'
import { siteForRequest } from '@/platform/site-api'
import { apiRoute } from '@/platform/api-route'

export const dynamic = 'force-dynamic'

/** GET /api/form-token: a signed form token for the site's lead forms (see src/features/leads/form-token-signing.ts). */
export const GET = apiRoute(async function GET(request: Request): Promise<Response> {
  return formTokenResponse(await siteForRequest(request))
})
