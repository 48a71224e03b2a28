import type { Payload } from 'payload'

import { takingStep } from '@/domain/checkout-steps'
import { leadAttributionRecord } from '@/domain/lead-attribution'
import { priceDisplay } from '@/domain/price-display'
import { contractOfSale, purchaseChargeCents } from '@/domain/purchase'
import {
  checkoutStepHref,
  RESERVATION_LINK_PURPOSE,
  reservationAmounts,
  reservationSummaryLines,
  unpaidHoldMinutes,
  type PurchaseBalanceMethod,
} from '@/domain/reservation'
import { RESERVATION_MESSAGES } from '@/domain/reservation-refusal'
import { leadCarRecord, leadContactFields, shopperLeadFields, type ShopperFacts } from '@/features/leads'
import { getStockSearch } from '@/features/search'
import { databasePoolOf } from '@/platform/database'
import { signValue } from '@/platform/secrets'
import type { ResolvedSite } from '@/platform/sites'

import { checkCheckout, type CheckoutCheck } from './checkout-check'
import type { CheckoutRequest } from './checkout-request'
import { checkoutSettings } from './checkout-settings'
import type { PaymentPort, PaymentStart } from './payments/port'
import { takeCarForReservation } from './reservation-store'

/** The reservation number in a confirmation link, signed so a guessed number shows nothing. */
export const reservationToken = (reference: string): string => signValue(RESERVATION_LINK_PURPOSE, reference)

export interface ReserveDeps {
  payload: Payload
  payments: PaymentPort
  /** The site's public origin, for the payment page's return addresses. */
  origin: string
  now?: Date
}

export type ReserveResult =
  | Exclude<CheckoutCheck, { ok: true }>
  | { ok: true; reference: string; token: string; expiresAt: Date; confirmationHref: string; next: PaymentStart; leadId: number }

/**
 * The deposit step, or a purchase's contract step (issue 19; issue 41 item 5): the server's check once
 * more, then the car is taken atomically with the reservation's lead and the shopper's confirmation
 * queued in the same transaction. A purchase also records how the balance is paid and the contract of
 * sale the buyer confirmed, with the time. Only after that commit does anything leave: the stock index
 * is told, and the payment (if online) starts: the deposit, or by card all that is due.
 */
export async function reserveCar(deps: ReserveDeps, site: ResolvedSite, request: CheckoutRequest, shopper: ShopperFacts): Promise<ReserveResult> {
  const online = deps.payments.provider !== 'pay-at-dealership'
  const checked = await checkCheckout(site, request, takingStep(request.journey), online)
  if (!checked.ok) return checked
  const { car, setup, answers, dealer } = checked
  const details = answers.details!
  const settings = checkoutSettings(site)
  const now = deps.now ?? new Date()
  const price = priceDisplay(car).amount!
  const amounts = reservationAmounts({ price, depositDollars: settings.depositDollars, tradeInDollars: answers.tradeInOffer?.lowDollars ?? 0 })
  const tradeIn = answers.tradeIn && { ...answers.tradeIn, offer: answers.tradeInOffer ?? null }
  const place = { journey: request.journey, carSlug: car.slug, checkoutPath: settings.path }
  const leadCar = setup.car!
  const purchase =
    request.journey === 'buy-online'
      ? { balanceMethod: answers.balance!.method as PurchaseBalanceMethod, balanceCents: amounts.balanceCents, contractAcceptedAt: now }
      : null
  const chargeCents = purchaseChargeCents(amounts, purchase?.balanceMethod)
  // What the buyer confirmed, kept as they read it: the dealer's copy of the contract-of-sale summary.
  const contract =
    purchase &&
    contractOfSale({
      buyer: { firstName: details.firstName!, lastName: details.lastName, email: details.email!, phone: details.phone! },
      dealer,
      car: { name: car.name, vin: leadCar.vin, stockNumber: leadCar.stockNumber },
      amounts,
      tradeIn,
      pickup: answers.pickup,
      balanceMethod: purchase.balanceMethod,
      bank: dealer.bank,
      depositOnline: online,
      terms: settings.contractTerms,
    })

  const taken = await takeCarForReservation(deps.payload, {
    siteId: site.id,
    journey: request.journey,
    car: { id: car.id, slug: car.slug, name: car.name },
    contact: { customerId: shopper.customerId, firstName: details.firstName!, lastName: details.lastName ?? '', email: details.email!, phone: details.phone! },
    amounts,
    answers: { tradeIn, balance: answers.balance, pickup: answers.pickup, ...(contract ? { contract: { ...contract, acceptedAt: now.toISOString() } } : {}) },
    purchase,
    provider: deps.payments.provider,
    chargeCents: online ? chargeCents : null,
    heldMinutes: unpaidHoldMinutes(online ? 'online' : 'at-dealership', settings),
    now,
    lead: (reference) => ({
      form: 'reservation',
      ...leadContactFields(details),
      category: purchase ? 'Buy Online' : setup.copy.heading,
      subcategory: request.journey,
      message: reservationSummaryLines(reference, amounts, {
        ...answers,
        tradeIn,
        journey: request.journey,
        contractAcceptedAt: purchase?.contractAcceptedAt.toISOString(),
      }).join('\n'),
      location: setup.presetLocation?.id,
      dealership: setup.presetDealership?.id,
      car: leadCarRecord(leadCar),
      rego: answers.tradeIn?.hasTradeIn ? answers.tradeIn.rego : undefined,
      tradeIn: answers.tradeIn?.hasTradeIn ? { km: answers.tradeIn.km } : undefined,
      ...shopperLeadFields(shopper),
      attribution: leadAttributionRecord(request.context.attribution),
    }),
  })
  if (!taken.ok) return { ok: false, status: 409, message: RESERVATION_MESSAGES.reserved, refusal: 'reserved' }
  const { reservation } = taken
  const token = reservationToken(reservation.reference)
  const confirmationHref = checkoutStepHref(place, 'confirmation', token)

  // The car is held in PostgreSQL already; the index showing RESERVED follows (every server within a second).
  await (
    await getStockSearch()
  )
    .reservationsChanged(site.slug, [car.id])
    .catch((error) => console.error(`[reservations] reindexing ${car.id} failed; the next stock change catches up`, error))

  let next: PaymentStart = { kind: 'pay-at-dealership' }
  if (online) {
    try {
      const paysAll = purchase?.balanceMethod === 'card'
      next = await deps.payments.startPayment({
        purpose: { kind: 'reservation-deposit', id: reservation.id },
        amountCents: chargeCents,
        description: `${paysAll ? 'Payment in full' : 'Deposit'} for ${car.name} (${reservation.reference})`,
        customerEmail: details.email!,
        successUrl: `${deps.origin}${confirmationHref}`,
        cancelUrl: `${deps.origin}${confirmationHref}`,
        expiresAt: reservation.expiresAt,
        idempotencyKey: `reservation-${reservation.id}-${paysAll ? 'payment-in-full' : 'deposit'}`,
      })
      if (next.kind === 'redirect')
        await databasePoolOf(deps.payload).query('UPDATE reservations SET payment_provider_reference = $2 WHERE id = $1', [
          reservation.id,
          next.providerReference,
        ])
    } catch (error) {
      // The car is held and the shopper told how to pay in person; an outage must not lose the reservation.
      console.error(`[reservations] starting the online payment of ${reservation.reference} failed`, error)
    }
  }
  return { ok: true, reference: reservation.reference, token, expiresAt: reservation.expiresAt, confirmationHref, next, leadId: reservation.leadId }
}
