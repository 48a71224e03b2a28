import { checkoutSteps, type CheckoutStep } from '@/domain/checkout-steps'
import { priceDisplay } from '@/domain/price-display'
import { purchaseBalanceMethods } from '@/domain/purchase'
import { invalidStep, issueErrors, stepsUpTo, type InvalidStep } from '@/domain/step-check'
import { reservationAmounts, type CheckoutTradeInOffer } from '@/domain/reservation'
import { reservationRefusal, RESERVATION_MESSAGES, type ReservationRefusal } from '@/domain/reservation-refusal'
import { fieldErrors, leadFormSchema, leadFormSetup, type LeadAnswers, type LeadFormSetup } from '@/features/leads'
import { getStockSearch, type StockCar } from '@/features/search'
import { tradeInOfferForCheckout } from '@/features/trade-in'
import { getPayloadClient } from '@/platform/payload'
import type { ResolvedSite } from '@/platform/sites'

import { dealerOf, type DealerContact } from './checkout-dealer'
import { checkoutSettings } from './checkout-settings'
import {
  balanceAnswerSchemas,
  contractAnswerSchema,
  pickupAnswerSchema,
  tradeInAnswerSchema,
  type BalanceAnswer,
  type CheckoutRequest,
  type ContractAnswer,
  type PickupAnswer,
  type TradeInAnswer,
} from './checkout-request'

export interface CheckedAnswers {
  details?: LeadAnswers
  tradeIn?: TradeInAnswer
  /** The standing online offer the trade-in names (issue 20), counted at its low end. */
  tradeInOffer?: CheckoutTradeInOffer
  balance?: BalanceAnswer
  pickup?: PickupAnswer
  /** A purchase's contract of sale, confirmed. */
  contract?: ContractAnswer
}

export type CheckoutCheck =
  | { ok: true; car: StockCar; setup: LeadFormSetup; answers: CheckedAnswers; dealer: DealerContact }
  | { ok: false; status: 404; message: string }
  | { ok: false; status: 409; message: string; refusal: ReservationRefusal }
  | InvalidStep<CheckoutStep>

export const CHECKOUT_MESSAGES = {
  notFound: 'This car is not on this site.',
  buyOnlineOff: 'Buying online is not offered on this site.',
  tradeInOffer: 'This trade-in offer has expired or cannot be used here. Value your car again, or untick it.',
  balanceMethod: 'That way of paying is not offered for this car. Please choose one of the ways shown.',
} as const

// The checkout's answers are flat: a nested issue belongs to its answer's first key.
const answerField = (path: PropertyKey[]) => path[0]

/**
 * Issue 19: the server's check at every step. The car must still be this site's, listed and
 * reservable (src/domain eligibility), and every answer up to the step left must be valid: the
 * details by the reservation lead form's own schema, the rest by the checkout's. A purchase's way of
 * paying the balance must be one offered for this car (`paysOnline`: the payments take cards online),
 * and its contract of sale confirmed.
 */
export async function checkCheckout(
  site: ResolvedSite,
  request: Pick<CheckoutRequest, 'car' | 'journey' | 'answers'>,
  leaving: CheckoutStep,
  paysOnline: boolean,
): Promise<CheckoutCheck> {
  const { journey } = request
  const settings = checkoutSettings(site)
  if (journey === 'buy-online' && !settings.buyOnline) return { ok: false, status: 404, message: CHECKOUT_MESSAGES.buyOnlineOff }
  const found = await (await getStockSearch()).findListedCar(site.slug, request.car)
  if (!found) return { ok: false, status: 404, message: CHECKOUT_MESSAGES.notFound }
  const refusal = found.listed ? reservationRefusal(found.car) : 'unavailable'
  if (refusal) return { ok: false, status: 409, message: RESERVATION_MESSAGES[refusal], refusal }
  const setupResult = await leadFormSetup(site, 'reservation', { stockCar: found.car })
  if (!setupResult.ok) return { ok: false, status: 404, message: setupResult.message }
  const { setup } = setupResult

  const answers: CheckedAnswers = {}
  const reached = stepsUpTo(checkoutSteps(journey), leaving)
  const dealer = await dealerOf(site, found.car.dealership_slug ?? null)
  if (reached('details')) {
    const parsed = leadFormSchema('reservation', setup.rules).safeParse(request.answers.details ?? {})
    if (!parsed.success) return invalidStep('details', fieldErrors('reservation', setup.rules, parsed.error.issues))
    answers.details = parsed.data as LeadAnswers
  }
  if (reached('trade-in')) {
    const parsed = tradeInAnswerSchema.safeParse(request.answers.tradeIn ?? { hasTradeIn: false })
    if (!parsed.success) return invalidStep('trade-in', issueErrors(parsed.error.issues, answerField))
    answers.tradeIn = parsed.data
    // Checked again at every step: an offer that expires mid-checkout stops counting, and says so.
    if (parsed.data.hasTradeIn && parsed.data.valuation) {
      const offer = await tradeInOfferForCheckout(await getPayloadClient(), site.id, parsed.data.valuation)
      if (!offer) return invalidStep('trade-in', [{ field: 'valuation', message: CHECKOUT_MESSAGES.tradeInOffer }])
      answers.tradeInOffer = { reference: offer.reference, lowDollars: offer.offerLowDollars, highDollars: offer.offerHighDollars }
    }
  }
  if (reached('balance')) {
    const parsed = balanceAnswerSchemas[journey].safeParse(request.answers.balance ?? {})
    if (!parsed.success) return invalidStep('balance', issueErrors(parsed.error.issues, answerField))
    if (journey === 'buy-online') {
      const amounts = reservationAmounts({
        price: priceDisplay(found.car).amount!,
        depositDollars: settings.depositDollars,
        tradeInDollars: answers.tradeInOffer?.lowDollars ?? 0,
      })
      const offered = purchaseBalanceMethods({ amounts, cardLimitDollars: settings.onlineCardLimitDollars, paysOnline, bankTransfer: dealer.bank !== null })
      if (!(offered as string[]).includes(parsed.data.method)) return invalidStep('balance', [{ field: 'method', message: CHECKOUT_MESSAGES.balanceMethod }])
    }
    answers.balance = parsed.data
  }
  if (reached('pickup')) {
    const parsed = pickupAnswerSchema.safeParse(request.answers.pickup ?? {})
    if (!parsed.success) return invalidStep('pickup', issueErrors(parsed.error.issues, answerField))
    answers.pickup = parsed.data
  }
  if (journey === 'buy-online' && reached('contract')) {
    const parsed = contractAnswerSchema.safeParse(request.answers.contract ?? {})
    if (!parsed.success) return invalidStep('contract', issueErrors(parsed.error.issues, answerField))
    answers.contract = parsed.data
  }
  return { ok: true, car: found.car, setup, answers, dealer }
}
