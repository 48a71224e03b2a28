import { after } from 'next/server'

import { deliverLeadSoon } from '@/features/leads'
import { spinToWinResponse } from '@/features/spin-to-win'
import { getPayloadClient } from '@/platform/payload'
import { siteForRequest } from '@/platform/site-api'
import { apiRoute } from '@/platform/api-route'

export const dynamic = 'force-dynamic'

/** POST /api/spin-to-win: a signed-in shopper's one spin (see src/features/spin-to-win/spin-endpoint.ts). */
export const POST = apiRoute(async function POST(request: Request): Promise<Response> {
  const [site, payload] = await Promise.all([siteForRequest(request), getPayloadClient()])
  return spinToWinResponse(request, { site, payload, afterResponse: after, deliverSoon: deliverLeadSoon })
})
