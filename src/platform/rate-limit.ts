import type { Pool } from 'pg'
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'

import { clientAddress } from './client-address'

/**
 * Rate limits for public writes, counted in PostgreSQL so every app server shares one count.
 * The table is created by a committed migration (rate_limits), never at run time.
 */
/** A limit an operator may raise for a deployment (e.g. a national sale event, or a load test). */
const fromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name])
  return Number.isInteger(value) && value > 0 ? value : fallback
}

export const RATE_LIMITS = {
  leadCreate: { points: fromEnv('LEAD_CLIENT_RATE_LIMIT', 10), duration: 60 * 10, keyPrefix: 'lead' },
  // Every shopper of one site together: a sale-day peak passes, a flood from many addresses does not.
  leadSite: { points: fromEnv('LEAD_SITE_RATE_LIMIT', 600), duration: 60 * 10, keyPrefix: 'lead-site' },
  // The booking form asks again each time the shopper picks a location or the page is reopened.
  testDriveSlots: { points: 120, duration: 60 * 10, keyPrefix: 'test-drive-slots' },
  signIn: { points: 20, duration: 60 * 10, keyPrefix: 'sign-in' },
  // Failed sign-ins to one account from one connection: a person who forgot a password tries a few.
  signInAccountConnection: { points: 5, duration: 60 * 15, keyPrefix: 'sign-in-account-connection' },
  // Failed sign-ins to one account from everywhere: slows guessing spread over many addresses, and is
  // high enough that shutting a real admin out takes a sustained attack, never ten posts.
  signInAccount: { points: 100, duration: 60 * 60, keyPrefix: 'sign-in-account' },
  // Shopper sign-in codes (issue 18): a person asks for a code or two, a showroom's Wi-Fi a few more;
  // per connection and per email, so neither one address nor one inbox can be flooded.
  signInCode: { points: 20, duration: 60 * 10, keyPrefix: 'sign-in-code' },
  signInCodeEmail: { points: 5, duration: 60 * 60, keyPrefix: 'sign-in-code-email' },
  // Typing a code or opening the link; wrong codes are also capped per code (5 tries).
  signInCheck: { points: 30, duration: 60 * 10, keyPrefix: 'sign-in-check' },
  // A signed-in shopper's writes (watchlist hearts, details, saved searches): many quick hearts pass.
  shopperWrite: { points: 120, duration: 60 * 10, keyPrefix: 'shopper-write' },
  // Each Continue in the checkout is checked on the server: a shopper correcting a field a few times passes.
  checkoutStep: { points: 120, duration: 60 * 10, keyPrefix: 'checkout-step' },
  // Each finance pre-approval step is checked on the server; a shopper going back and forth passes.
  financeApplicationStep: { points: 120, duration: 60 * 10, keyPrefix: 'finance-application-step' },
  // Personalised finance asks again as the shopper moves the deposit, term and balloon (debounced in the page).
  lenderQuotes: { points: 300, duration: 60 * 10, keyPrefix: 'lender-quotes' },
  // Spin to win (issue 22): a shopper spins once per campaign; a repeat only reads their result, so a few retries pass.
  spinToWin: { points: 10, duration: 60 * 10, keyPrefix: 'spin-to-win' },
  // Taking a car: a shopper reserves one, maybe two; a script holding every car on the lot does not get far.
  reservationCreate: { points: fromEnv('RESERVATION_CLIENT_RATE_LIMIT', 10), duration: 60 * 10, keyPrefix: 'reservation' },
  // Each trade-in step is checked on the server (a plate looked up, the pick list filled in): a shopper trying a few plates passes.
  tradeInStep: { points: 120, duration: 60 * 10, keyPrefix: 'trade-in-step' },
  // Finding an invoice by reference and email: a customer mistypes a few times; a guesser gets nowhere.
  onlinePayment: { points: 20, duration: 60 * 10, keyPrefix: 'online-payment' },
  // The payment provider's webhooks (signed; retries included): generous, the signature is the real check.
  paymentWebhook: { points: 600, duration: 60, keyPrefix: 'payment-webhook' },
  // A dealer's DMS sends a feed every few minutes at most; this leaves room for retries.
  stockImport: { points: 30, duration: 60 * 10, keyPrefix: 'stock-import' },
  // Every vehicle page a shopper opens counts a view; past this the count is answered but not raised.
  carView: { points: 120, duration: 60, keyPrefix: 'car-view' },
  // Marketer insights (issue 44): a tab sends a beacon every few seconds at most, and a beacon that
  // could not be sent is not retried; a showroom's Wi-Fi with a few browsing shoppers passes.
  insightBeacon: { points: fromEnv('INSIGHTS_CLIENT_RATE_LIMIT', 300), duration: 60 * 10, keyPrefix: 'insight-beacon' },
  phoneReveal: { points: 20, duration: 60 * 10, keyPrefix: 'phone-reveal' },
  financeQuote: { points: 30, duration: 60 * 10, keyPrefix: 'finance-quote' },
  // Each vehicle PDF is drawn on request (a photo and a page layout): a shopper downloads a handful.
  vehiclePdf: { points: 20, duration: 60 * 10, keyPrefix: 'vehicle-pdf' },
  // A shopper tries a few postcodes; each check may call the geocoding service.
  deliveryQuote: { points: 30, duration: 60 * 10, keyPrefix: 'delivery-quote' },
  // The location list's nearest first: a shopper tries a postcode or two; each may call the geocoding service.
  postcodeLocation: { points: 30, duration: 60 * 10, keyPrefix: 'postcode-location' },
  // A model page's colour and variant data: a page or widget asks once per model a shopper opens.
  modelData: { points: 300, duration: 60 * 10, keyPrefix: 'model-data' },
  // Public search (the /1/indexes/... endpoint): the search page calls once per keystroke in the search
  // box (InstantSearch does not debounce), per slider move once it settles (350 ms), per filter, sort
  // or page; repeats come from the browser's cache. A busy shopper makes 60 to 120 calls a minute; ten
  // times that lets a showroom's Wi-Fi or a carrier's shared address through, not a scraper.
  search: { points: fromEnv('SEARCH_CLIENT_RATE_LIMIT', 1200), duration: 60, keyPrefix: 'search' },
} as const

export type RateLimitName = keyof typeof RATE_LIMITS

const limiters = new Map<string, RateLimiterPostgres>()

function limiterFor(pool: Pool, name: RateLimitName) {
  const key = name
  let limiter = limiters.get(key)
  if (!limiter) {
    limiter = new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: 'rate_limits',
      tableCreated: true,
      ...RATE_LIMITS[name],
    })
    limiters.set(key, limiter)
  }
  return limiter
}

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export async function consumeRateLimit(pool: Pool, name: RateLimitName, clientKey: string): Promise<RateLimitVerdict> {
  try {
    await limiterFor(pool, name).consume(clientKey)
    return { allowed: true }
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) }
    }
    throw rejection
  }
}

/** Whether `clientKey` is already over the limit, without counting this call against it. */
export async function checkRateLimit(pool: Pool, name: RateLimitName, clientKey: string): Promise<RateLimitVerdict> {
  const used = await limiterFor(pool, name).get(clientKey)
  if (!used || used.remainingPoints > 0) return { allowed: true }
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(used.msBeforeNext / 1000)) }
}

/** The shopper's address (forwarded headers only as far as TRUSTED_PROXY_HOPS allows); one bucket for unknown callers. */
export const clientKeyFromHeaders = (headers: Headers): string => clientAddress(headers)
