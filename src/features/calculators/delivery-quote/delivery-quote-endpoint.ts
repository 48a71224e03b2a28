import { z } from 'zod'

import { getDealerships } from '@/platform/content'
import { problem, rateLimited, readJsonBody, siteForRequest } from '@/platform/site-api'

import { getDeliveryServices, quoteDelivery } from '.'
import { plainText } from '@/domain/text'

/**
 * POST /api/delivery-quote { postcode, dealership }: the delivery calculator's price for a car of that
 * dealership (spec §2, §7 "Delivery price lookup by postcode"). 200 { price, name, distanceKm };
 * 400 { message } for an empty, malformed or unknown postcode (spec §5, §8); 404 for a dealership
 * not on this site; 422 { message } when the place is outside the dealer's regions; 503 when an
 * outside service fails; 429 over the rate limit; 415 unless the body is JSON.
 */

const body = z.object({ postcode: plainText().max(20), dealership: plainText().min(1).max(100) })

export async function deliveryQuoteResponse(request: Request): Promise<Response> {
  const limited = await rateLimited(request, 'deliveryQuote', 'Too many delivery checks. Please wait a few minutes and try again.')
  if (limited) return limited
  const read = await readJsonBody(request, body)
  if ('response' in read) return read.response
  const site = await siteForRequest(request)
  if (!site) return problem(404, 'Unknown site.')

  const { geocoder, prices } = getDeliveryServices()
  const answer = await quoteDelivery(read.data, {
    geocoder,
    prices,
    findDealership: async (slug) => (await getDealerships(site.id)).find((dealership) => dealership.slug === slug) ?? null,
  })
  return Response.json(answer.status === 200 ? answer.body : { ...answer.body, status: answer.status }, {
    status: answer.status,
    headers: { 'cache-control': 'no-store' },
  })
}
