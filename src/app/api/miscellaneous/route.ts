import { miscellaneousResponse } from '@/features/trade-in'
import { getPayloadClient } from '@/platform/payload'
import { siteForRequest } from '@/platform/site-api'
import { apiRoute } from '@/platform/api-route'

export const dynamic = 'force-dynamic'

/** POST /api/miscellaneous (spec §7): saves a valuation to the signed-in shopper's account on sites with the setting. */
export const POST = apiRoute(async function POST(request: Request): Promise<Response> {
  const [site, payload] = await Promise.all([siteForRequest(request), getPayloadClient()])
  return miscellaneousResponse(request, { site, payload })
})
