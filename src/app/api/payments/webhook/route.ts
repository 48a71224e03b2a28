import { deliverLeadSoon } from '@/features/leads'
import { configuredPayments, paymentWebhookResponse } from '@/features/reservations'
import { getPayloadClient } from '@/platform/payload'
import { apiRoute } from '@/platform/api-route'

export const dynamic = 'force-dynamic'

/** POST /api/payments/webhook: the payment provider's signed events (see src/features/reservations/payment-webhook-endpoint.ts). */
export const POST = apiRoute(async function POST(request: Request): Promise<Response> {
  return paymentWebhookResponse(request, { payload: await getPayloadClient(), payments: configuredPayments(), deliverSoon: deliverLeadSoon })
})
