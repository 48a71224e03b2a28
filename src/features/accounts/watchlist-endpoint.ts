import 'server-only'

import { z } from 'zod'

import { australianMobileE164 } from '@/domain/mobile-phone'
import { garagePathOf } from '@/domain/sign-in'
import { watchedCarNow, WATCHLIST_FAILED, WATCHLIST_LIMIT } from '@/domain/watchlist'
import { getStockSearch } from '@/features/search'
import { getPayloadClient } from '@/platform/payload'
import { databasePool } from '@/platform/site-api'
import type { ResolvedSite } from '@/platform/sites'

import { acceptAccountWrite, accountSite, privateJson } from './account-api'
import { updateShopperDetails, type Shopper } from './customers'
import { LEAD_FORM_MESSAGES } from '@/domain/lead-form-messages'
import { shopperForRequest } from './shopper'
import { removeFromWatchlist, saveToWatchlist, watchlistOf } from './watchlist-store'
import { plainText } from '@/domain/text'

/** Spec §7 and §8: success or `{ success: false, message }`, which the page shows in an alert. */
const failed = (status: number, message: string) => privateJson({ success: false, message, status }, { status })

/** Each field's refusal in words a shopper can act on (issue 41): the page shows the message in an alert as it is (spec §8). */
const CALL_MESSAGES = {
  phone_number: LEAD_FORM_MESSAGES.phone,
  car_id: 'Choose a car from this site to save.',
  body: 'Send the mobile number and the car to save.',
} as const

export const watchlistCallSchema = z.strictObject(
  {
    phone_number: plainText(CALL_MESSAGES.phone_number).trim().max(20, CALL_MESSAGES.phone_number),
    car_id: plainText(CALL_MESSAGES.car_id).trim().min(1, CALL_MESSAGES.car_id).max(100, CALL_MESSAGES.car_id),
  },
  { error: CALL_MESSAGES.body },
)

/** The body check answers "phone_number: …" (the field, then its trouble, e.g. control characters): the field's own sentence instead. */
function refusalSentence(message: string | undefined): string {
  const field = (Object.keys(CALL_MESSAGES) as Array<keyof typeof CALL_MESSAGES>).find((name) => message?.startsWith(`${name}: `))
  return field ? CALL_MESSAGES[field] : (message ?? WATCHLIST_FAILED)
}

type WatchlistCall = { response: Response } | { site: ResolvedSite; shopper: Shopper; carId: string }

async function acceptWatchlistCall(request: Request): Promise<WatchlistCall> {
  const accepted = await acceptAccountWrite(request, {
    schema: watchlistCallSchema,
    rateLimit: 'shopperWrite',
    message: 'Too many watchlist changes from this connection. Please try again shortly.',
  })
  if ('response' in accepted) {
    // Same shape as every other watchlist answer, so the page's alert has a message to show.
    const body = (await accepted.response
      .clone()
      .json()
      .catch(() => ({}))) as { message?: string }
    return { response: failed(accepted.response.status, refusalSentence(body.message)) }
  }
  const { site, shopper, data } = accepted
  if (!shopper) return { response: failed(401, 'Please sign in to save cars.') }
  // Saving needs a mobile number (spec §5): the one on the account, or the first one given here sets it.
  const given = australianMobileE164(data.phone_number)
  if (!given) return { response: failed(400, LEAD_FORM_MESSAGES.phone) }
  const own = australianMobileE164(shopper.phone)
  if (own && own !== given) return { response: failed(400, 'That mobile number is not the one on your account.') }
  const current = own ? shopper : await updateShopperDetails(await getPayloadClient(), shopper, { phone: data.phone_number })
  return { site, shopper: current, carId: data.car_id }
}

/** POST /api/watchlist/save-car `{ phone_number, car_id }`: adds one of this site's cars (not a sold one) to the shopper's watchlist. */
export async function saveCarResponse(request: Request): Promise<Response> {
  const call = await acceptWatchlistCall(request)
  if ('response' in call) return call.response
  const { site, shopper, carId } = call
  const pool = await databasePool()
  const [car] = await (await getStockSearch()).findCarsById(site.slug, [carId])
  // Another site's car id is unknown here, exactly like a made-up one.
  if (!car) return failed(404, 'This car is no longer in stock.')
  if (car.status === 'sold') {
    const already = (await watchlistOf(pool, shopper.id)).some((entry) => entry.carId === carId)
    if (!already) return failed(409, 'This car has been sold, so it cannot be saved.')
  }
  const outcome = await saveToWatchlist(pool, { customerId: shopper.id, siteId: site.id, car })
  if (outcome === 'full') return failed(409, `Your watchlist is full (${WATCHLIST_LIMIT} cars). Remove a car to save another.`)
  return privateJson({ success: true, car_id: carId, saved: true }, { status: outcome === 'saved' ? 201 : 200 })
}

/** POST /api/watchlist/remove-car `{ phone_number, car_id }`: takes a car off the shopper's watchlist. */
export async function removeCarResponse(request: Request): Promise<Response> {
  const call = await acceptWatchlistCall(request)
  if ('response' in call) return call.response
  await removeFromWatchlist(await databasePool(), call.shopper.id, call.carId)
  return privateJson({ success: true, car_id: call.carId, saved: false })
}

/** GET /api/watchlist: the shopper's saved cars with how each stands now (price then and now, reserved, sold). */
export async function watchlistResponse(request: Request): Promise<Response> {
  const found = await accountSite(request)
  if ('response' in found) return failed(404, 'Shopper accounts are not available on this site.')
  const shopper = await shopperForRequest(request, found.site)
  if (!shopper) return failed(401, 'Please sign in to see your watchlist.')
  const entries = await watchlistOf(await databasePool(), shopper.id)
  const cars = new Map(
    (
      await (
        await getStockSearch()
      ).findCarsById(
        found.site.slug,
        entries.map((entry) => entry.carId),
      )
    ).map((car) => [car.id, car]),
  )
  return privateJson({
    success: true,
    phone_number: shopper.phone,
    list_url: `${garagePathOf(found.site)}#watchlist`,
    cars: entries.map((entry) => ({ ...entry, now: watchedCarNow(entry.savedPrice, cars.get(entry.carId) ?? null) })),
  })
}
