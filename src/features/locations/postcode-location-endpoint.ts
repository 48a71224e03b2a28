import { getDeliveryServices } from '@/features/calculators'
import { rateLimited } from '@/platform/site-api'

import { locatePostcode } from './locate-postcode'

/**
 * GET /api/postcode-location?postcode=4000: the postcode's centre for the location list's nearest
 * first (spec §2, §7). 200 { postcode, lat, long }; 400 { message, status } with the spec's postcode
 * messages (§5, §8); 503 when the geocoding service fails; 429 over the rate limit. Uses the same
 * geocoder as the delivery calculator (the shipped postcode table offline, Google with its key).
 */

export async function postcodeLocationResponse(request: Request): Promise<Response> {
  const limited = await rateLimited(request, 'postcodeLocation', 'Too many postcode look-ups. Please wait a few minutes and try again.')
  if (limited) return limited
  const postcode = new URL(request.url).searchParams.get('postcode')?.slice(0, 20)
  const answer = await locatePostcode(postcode, { geocoder: getDeliveryServices().geocoder })
  return Response.json(answer.status === 200 ? answer.body : { ...answer.body, status: answer.status }, {
    status: answer.status,
    headers: { 'cache-control': answer.status === 200 ? 'public, max-age=86400' : 'no-store' },
  })
}
