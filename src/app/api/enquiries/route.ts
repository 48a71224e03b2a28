import { after } from 'next/server'

import { getPayloadClient } from '@/platform/payload'
import { enquiryResponse, deliverLeadSoon } from '@/features/leads'
import { siteForRequest } from '@/platform/site-api'
import { shopperForRequest } from '@/features/accounts'
import { databasePoolOf } from '@/platform/database'
import { apiRoute } from '@/platform/api-route'

export const dynamic = 'force-dynamic'

/** POST /api/enquiries: every lead form (see src/features/leads/enquiry-endpoint.ts). */
export const POST = apiRoute(async function POST(request: Request): Promise<Response> {
  const [site, payload] = await Promise.all([siteForRequest(request), getPayloadClient()])
  return enquiryResponse(request, {
    site,
    payload,
    pool: databasePoolOf(payload),
    afterResponse: after,
    deliverSoon: deliverLeadSoon,
    customerId: async (req, s) => (await shopperForRequest(req, s))?.id ?? null,
  })
})
