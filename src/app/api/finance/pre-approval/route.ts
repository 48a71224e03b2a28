import { after } from 'next/server'

import { financeApplicationResponse } from '@/features/finance'
import { deliverLeadSoon } from '@/features/leads'
import { getPayloadClient } from '@/platform/payload'
import { siteForRequest } from '@/platform/site-api'
import { apiRoute } from '@/platform/api-route'

export const dynamic = 'force-dynamic'

/** POST /api/finance/pre-approval: each pre-approval step, and the application (see src/features/finance/application-endpoint.ts). */
export const POST = apiRoute(async function POST(request: Request): Promise<Response> {
  const [site, payload] = await Promise.all([siteForRequest(request), getPayloadClient()])
  return financeApplicationResponse(request, { site, payload, afterResponse: after, deliverSoon: deliverLeadSoon })
})
