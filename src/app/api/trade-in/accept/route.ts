import { after } from 'next/server'

import { deliverLeadSoon } from '@/features/leads'
import { acceptTradeInResponse, getTradeInPorts } from '@/features/trade-in'
import { getPayloadClient } from '@/platform/payload'
import { siteForRequest } from '@/platform/site-api'
import { apiRoute } from '@/platform/api-route'

export const dynamic = 'force-dynamic'

/** POST /api/trade-in/accept: the shopper accepts their offer (see src/features/trade-in/trade-in-endpoint.ts). */
export const POST = apiRoute(async function POST(request: Request): Promise<Response> {
  const [site, payload, ports] = await Promise.all([siteForRequest(request), getPayloadClient(), getTradeInPorts()])
  return acceptTradeInResponse(request, { site, payload, ports, afterResponse: after, deliverSoon: deliverLeadSoon })
})
