import { configuredPayments, onlinePaymentResponse } from '@/features/reservations'
import { getPayloadClient } from '@/platform/payload'
import { siteForRequest } from '@/platform/site-api'
import { apiRoute } from '@/platform/api-route'

export const dynamic = 'force-dynamic'

/** POST /api/online-payment: find and pay a dealer-issued amount (see src/features/reservations/online-payment.ts). */
export const POST = apiRoute(async function POST(request: Request): Promise<Response> {
  const [site, payload] = await Promise.all([siteForRequest(request), getPayloadClient()])
  return onlinePaymentResponse(request, { site, payload, payments: configuredPayments() })
})
