import { after } from 'next/server'

import { deliverLeadSoon } from '@/features/leads'
import { checkoutResponse, configuredPayments } from '@/features/reservations'
import { getPayloadClient } from '@/platform/payload'
import { siteForRequest } from '@/platform/site-api'
import { apiRoute } from '@/platform/api-route'

export const dynamic = 'force-dynamic'

/** POST /api/checkout: each checkout step, and the reservation (see src/features/reservations/checkout-endpoint.ts). */
export const POST = apiRoute(async function POST(request: Request): Promise<Response> {
  const [site, payload] = await Promise.all([siteForRequest(request), getPayloadClient()])
  return checkoutResponse(request, { site, payload, payments: configuredPayments(), afterResponse: after, deliverSoon: deliverLeadSoon })
})
