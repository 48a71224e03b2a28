import 'server-only'

import { checkoutSteps, type CheckoutStep } from '@/domain/checkout-steps'
import { priceDisplay } from '@/domain/price-display'
import { purchaseStatusText } from '@/domain/purchase'
import {
  RESERVATION_LINK_PURPOSE,
  type CheckoutJourney,
  reservationAmounts,
  type PurchaseBalanceMethod,
  type ReservationAmounts,
  type ReservationStatus,
  unpaidHoldMinutes,
} from '@/domain/reservation'
import { reservationRefusal, RESERVATION_MESSAGES } from '@/domain/reservation-refusal'
import { reservationNotice, type ReservationNotice } from '@/domain/reservation-notice'
import { currentShopper } from '@/features/accounts'
import { getStockSearch, type StockCar } from '@/features/search'
import { relationId } from '@/platform/relation'
import { getPayloadClient } from '@/platform/payload'
import { verifySignedValue } from '@/platform/secrets'
import type { ResolvedSite } from '@/platform/sites'

import { dealerOf, type DealerContact } from './checkout-dealer'
import { checkoutSettings, configuredPayments, type CheckoutSettings } from './checkout-settings'

export type { DealerContact }

export interface CheckoutCar {
  id: string
  slug: string
  name: string
  imageUrl: string | null
  priceText: string
  carType: StockCar['car_type']
  dealershipSlug: string | null
  /** What a contract of sale names the car by. */
  vin: string | null
  stockNumber: string | null
  /** What analytics reports about the car (the lead event of a reservation). */
  tracked: {
    id: string
    make: string
    model: string
    year: number
    car_type: StockCar['car_type']
    price: number | null
    certified: boolean | null
    tag: string | null
  }
}

export type CheckoutPageData =
  | { kind: 'not-found' }
  | { kind: 'refused'; car: CheckoutCar; message: string; reserved: boolean }
  | {
      kind: 'confirmation'
      car: CheckoutCar
      reference: string
      status: ReservationStatus
      notice: ReservationNotice
      dealer: DealerContact
      /** A purchase: where it stands in the buyer's words, and how the balance is paid. */
      purchase: { statusText: string; balanceMethod: PurchaseBalanceMethod } | null
    }
  /** A reservation link opened by another account, or signed out when an account made it: the car only. */
  | { kind: 'someone-elses'; car: CheckoutCar }
  | {
      kind: 'steps'
      car: CheckoutCar
      step: CheckoutStep
      amounts: ReservationAmounts
      settings: CheckoutSettings
      /** How long the car is held once reserved, in words. */
      holdText: string
      payment: 'online' | 'at-dealership'
      prefill: { firstName?: string; lastName?: string; email?: string; phone?: string; postcode?: string } | null
      dealer: DealerContact
    }

const hoursText = (minutes: number) => (minutes % 60 === 0 ? `${minutes / 60} hours` : `${minutes} minutes`)

function checkoutCar(car: StockCar): CheckoutCar {
  return {
    id: car.id,
    slug: car.slug,
    name: car.name,
    imageUrl: car.primary_image_url ?? car.images[0]?.image.url ?? null,
    priceText: priceDisplay(car).text,
    carType: car.car_type,
    dealershipSlug: car.dealership_slug ?? null,
    vin: car.vin ?? null,
    stockNumber: car.stocknum ?? null,
    tracked: {
      id: car.id,
      make: car.make,
      model: car.model,
      year: car.year,
      car_type: car.car_type,
      price: car.price ?? null,
      certified: car.certified ?? null,
      tag: car.tag ?? null,
    },
  }
}

/**
 * Issue 19: what a checkout page shows. A signed reservation number shows its confirmation (even
 * though the car is now reserved: by this shopper); otherwise the car must still be reservable
 * (checked on every step's render) and the step shown is the one asked for.
 */
export async function loadCheckoutPage(
  site: ResolvedSite,
  { journey, carSlug, step, reservation }: { journey: CheckoutJourney; carSlug: string; step: string | null; reservation: string | null },
): Promise<CheckoutPageData> {
  const settings = checkoutSettings(site)
  if (journey === 'buy-online' && !settings.buyOnline) return { kind: 'not-found' }
  const found = await (await getStockSearch()).findListedCar(site.slug, carSlug)
  if (!found) return { kind: 'not-found' }
  const car = checkoutCar(found.car)

  const reference = reservation ? verifySignedValue(RESERVATION_LINK_PURPOSE, reservation) : null
  if (reference) {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'reservations',
      where: { and: [{ reference: { equals: reference } }, { site: { equals: site.id } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const held = docs[0]
    if (held && held.carSlug === found.car.slug) {
      // A reservation made by an account opens only for that account; one made signed out, for its link.
      const owner = held.customer ? relationId(held.customer) : null
      if (owner !== null && (await currentShopper(site))?.id !== owner) return { kind: 'someone-elses', car }
      const dealer = await dealerOf(site, car.dealershipSlug)
      const method = held.journey === 'buy-online' ? held.purchase?.balanceMethod : null
      const purchase = method ? { balanceMethod: method, balanceCents: held.purchase?.balanceCents ?? 0 } : null
      const notice = reservationNotice(
        {
          reference,
          status: held.status,
          priceCents: held.priceCents,
          depositCents: held.depositCents,
          expiresAt: held.expiresAt,
          payment: held.payment?.provider === 'stripe' ? 'online' : 'at-dealership',
          url: '',
          purchase,
        },
        { carName: car.name, dealerName: dealer.name, dealerPhone: dealer.phone, timeZone: dealer.timeZone },
      )
      return {
        kind: 'confirmation',
        car,
        reference,
        status: held.status,
        notice,
        dealer,
        purchase: method ? { statusText: purchaseStatusText(held.status, method), balanceMethod: method } : null,
      }
    }
  }

  const refusal = found.listed ? reservationRefusal(found.car) : 'unavailable'
  if (refusal) return { kind: 'refused', car, message: RESERVATION_MESSAGES[refusal], reserved: refusal === 'reserved' }
  const asked = (checkoutSteps(journey) as readonly string[]).includes(step ?? '') && step !== 'confirmation' ? (step as CheckoutStep) : 'car'
  const payment = configuredPayments().provider === 'stripe' ? 'online' : 'at-dealership'
  const shopper = await currentShopper(site)
  return {
    kind: 'steps',
    car,
    step: asked,
    amounts: reservationAmounts({ price: priceDisplay(found.car).amount!, depositDollars: settings.depositDollars }),
    settings,
    holdText: hoursText(unpaidHoldMinutes(payment, settings)),
    payment,
    prefill: shopper
      ? {
          firstName: shopper.firstName ?? undefined,
          lastName: shopper.lastName ?? undefined,
          email: shopper.email,
          phone: shopper.phone ?? undefined,
          postcode: shopper.postcode ?? undefined,
        }
      : null,
    dealer: await dealerOf(site, car.dealershipSlug),
  }
}
