import { deliveryQuoteResponse } from '@/features/calculators'
import { apiRoute } from '@/platform/api-route'

/** POST /api/delivery-quote: the delivery calculator (src/features/calculators/delivery-quote/delivery-quote-endpoint.ts). */
export const dynamic = 'force-dynamic'

export const POST = apiRoute(deliveryQuoteResponse)
