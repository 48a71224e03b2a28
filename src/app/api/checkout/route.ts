import { after } from 'next/server'

import { deliverLeadSoon } from '@/features/leads'
import { checkoutResponse, configuredPayments } from '@/features/reservations'
import { getPayloadClient } from '@/platform/payload'
import { siteForRequest } from '@/platform/site-api'

export const dynamic = 'force-dynamic'

/** POST /api/checkout: each checkout step, and the reservation (see src/features/reservations/checkout-endpoint.ts). */
export async function POST(request: Request): Promise<Response> {
  const [site, payload] = await Promise.all([siteForRequest(request), getPayloadClient()])
  return checkoutResponse(request, { site, payload, payments: configuredPayments(), afterResponse: after, deliverSoon: deliverLeadSoon })
}
