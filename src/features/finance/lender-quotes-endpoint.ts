import 'server-only'

import { z } from 'zod'

import { CREDIT_SCORE_BANDS } from '@/domain/finance-quote'
import { isGated, shopperForRequest } from '@/features/accounts'
import { privateJson, problem, rateLimited } from '@/platform/site-api'
import type { ResolvedSite } from '@/platform/sites'

import { loadPersonalisedFinance } from './finance-pages'
import { plainText } from '@/domain/text'

const money = z.coerce.number('Enter an amount in dollars.').min(0, 'Enter an amount in dollars.').max(10_000_000, 'Enter a smaller amount.')
const querySchema = z.object({
  car_id: plainText().trim().min(1, 'Choose a car.').max(200),
  deposit: money.default(0),
  balloon: money.default(0),
  term: z.coerce.number('Choose a loan term.').min(1, 'Choose a loan term.').max(7, 'Choose a loan term.'),
  band: z.string().trim().toUpperCase().pipe(z.enum(CREDIT_SCORE_BANDS, 'Choose a credit history.')).default('GOOD'),
})

/**
 * GET /api/finance/lender-quotes?car_id=&deposit=&term=&balloon=&band= (issue 21): each lender's
 * quote for a car with a VIN or NVIC, as personalised finance shows them. 400 unreadable inputs or a
 * deposit and balloon that do not fit the price, 401 where the site gates car finance and the shopper
 * is signed out, 404 no such car, 422 a car without a vehicle-identification code, 429 too many.
 */
export async function lenderQuotesResponse(request: Request, { site }: { site: ResolvedSite | null }): Promise<Response> {
  if (!site) return problem(404, 'Site not found.')
  const limited = await rateLimited(request, 'lenderQuotes', 'Too many finance quotes. Please wait a few minutes and try again.')
  if (limited) return limited
  if (isGated(site, 'carFinance') && !(await shopperForRequest(request, site))) return problem(401, 'Please sign in to see finance for this car.')
  const parsed = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!parsed.success) return problem(400, parsed.error.issues[0]?.message ?? 'Check the loan details.')
  const { car_id, deposit, balloon, term, band } = parsed.data
  const data = await loadPersonalisedFinance(site, { car_id, deposit: String(deposit), balloon: String(balloon), term: String(term), band }, { strict: true })
  // car_id is required above, so a link naming no car cannot reach here; answered as no such car all the same.
  if (data.status === 'notListed' || data.status === 'noCar') return problem(404, 'This car is no longer listed on this site.')
  if (data.status === 'invalidLoan') return problem(400, data.message ?? 'Check the deposit and balloon.')
  if (data.status === 'noIdentification') return problem(422, "Personalised finance needs the car's VIN or NVIC, and this car has neither.")
  return privateJson({ start: data.start, quotes: data.quotes, fromService: data.fromService }, { status: 200 })
}
