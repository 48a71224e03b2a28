import { deliveryQuoteResponse } from '@/features/calculators'

/** POST /api/delivery-quote: the delivery calculator (src/features/calculators/delivery-quote/delivery-quote-endpoint.ts). */
export const dynamic = 'force-dynamic'

export const POST = deliveryQuoteResponse
