import 'server-only'

import { TRADE_IN_LINK_PURPOSE, TRADE_IN_STEPS, tradeInYears, type TradeInStep, type TradeInValuationStatus } from '@/domain/trade-in'
import { AU_STATES, changeoverDollars, type TradeInQuestion } from '@/domain/trade-in-valuation'
import { locationAddress } from '@/domain/locations'
import { DEFAULT_TIME_ZONE } from '@/domain/time'
import { currentShopper } from '@/features/accounts'
import { leadFormSetup } from '@/features/leads'
import { databasePoolOf } from '@/platform/database'
import { getPayloadClient } from '@/platform/payload'
import { verifySignedValue } from '@/platform/secrets'
import type { ResolvedSite } from '@/platform/sites'

import { tradeInSiteSettings } from './trade-in-settings'
import { claimTradeInValuation } from './valuation-store'
import { queryParam } from '@/platform/page-query'

type Query = Record<string, string | string[] | undefined>

export interface TradeInForCar {
  slug: string
  name: string
  priceDollars: number | null
  imageUrl: string | null
}

export interface TradeInOfferView {
  reference: string
  /** The signed reference the accept button sends. */
  token: string
  status: TradeInValuationStatus
  carName: string
  km: number
  plate: string | null
  offerLowDollars: number | null
  offerHighDollars: number | null
  validUntil: string | null
  expired: boolean
  valuerReason: string | null
  adjustments: Array<{ label: string; dollars: number }>
  /** The car on the site it goes towards: its price less the offer's low end. */
  changeover: { carName: string; carSlug: string; priceDollars: number; changeoverDollars: number } | null
  dealer: { name: string; address: string | null; phone: string | null }
  /** The dealer's clock, for the offer's last day. */
  timeZone: string
}

export interface TradeInPageData {
  step: TradeInStep
  forCar: TradeInForCar | null
  questions: readonly TradeInQuestion[]
  faq: ReadonlyArray<{ question: string; answer: string }>
  states: readonly string[]
  /** The pick list's years, newest first. */
  years: number[]
  /** Where the car can be inspected, when the shopper chooses (more than one location). */
  locationChoices: Array<{ id: number; name: string }>
  prefill: Record<string, string | undefined> | null
  /** The offer step: the stored valuation a signed link names; null when the link is wrong. */
  offer: TradeInOfferView | null
  signedIn: boolean
}

/** What the trade-in page shows for its URL (?step=, ?car_id=, ?valuation=). */
export async function loadTradeInPage(site: ResolvedSite, query: Query, now: Date = new Date()): Promise<TradeInPageData> {
  const asked = queryParam(query.step)
  const step = (TRADE_IN_STEPS as readonly string[]).includes(asked ?? '') ? (asked as TradeInStep) : 'car'
  const carId = queryParam(query.car_id)
  const settings = tradeInSiteSettings(site)
  const [withCar, shopper] = await Promise.all([carId ? leadFormSetup(site, 'trade-in', { carId }) : null, currentShopper(site)])
  const setupResult = withCar?.ok ? withCar : await leadFormSetup(site, 'trade-in', {})
  const setup = setupResult.ok ? setupResult.setup : null
  const car = withCar?.ok ? withCar.setup.car : null
  const forCar = car ? { slug: car.slug, name: car.name, priceDollars: car.price, imageUrl: car.imageUrl } : null
  const signed = queryParam(query.valuation)
  return {
    step,
    forCar,
    questions: settings.questions,
    faq: settings.faq,
    states: AU_STATES,
    years: tradeInYears(now),
    locationChoices: setup?.locationChoices ?? [],
    prefill: shopper
      ? {
          firstName: shopper.firstName ?? undefined,
          lastName: shopper.lastName ?? undefined,
          email: shopper.email,
          phone: shopper.phone ?? undefined,
          postcode: shopper.postcode ?? undefined,
        }
      : null,
    offer: step === 'offer' && signed ? await loadOffer(site, signed, now, shopper?.id ?? null) : null,
    signedIn: Boolean(shopper),
  }
}

async function loadOffer(site: ResolvedSite, signed: string, now: Date, shopperId: number | null): Promise<TradeInOfferView | null> {
  const reference = verifySignedValue(TRADE_IN_LINK_PURPOSE, signed)
  if (!reference) return null
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'trade-in-valuations',
    where: { reference: { equals: reference }, site: { equals: site.id } },
    limit: 1,
    depth: 2,
    overrideAccess: true,
  })
  const found = docs[0]
  if (!found) return null
  // A signed-in shopper holding the signed link keeps it: it goes into their garage ("Sign in to keep this valuation").
  if (shopperId !== null && !found.customer) await claimTradeInValuation(databasePoolOf(payload), reference, site.id, shopperId)
  const lead = typeof found.lead === 'object' ? found.lead : null
  const location = lead && typeof lead.location === 'object' ? lead.location : null
  const dealership = lead && typeof lead.dealership === 'object' ? lead.dealership : null
  const forCar = found.forCar as { name?: string; slug?: string; priceDollars?: number | null } | null
  const adjustments = Array.isArray(found.adjustments) ? (found.adjustments as Array<{ label: string; dollars: number }>) : []
  const validUntil = found.validUntil ?? null
  return {
    reference,
    token: signed,
    status: found.status,
    carName: found.carName ?? '',
    km: found.car?.km ?? 0,
    plate: found.car?.plate ?? null,
    offerLowDollars: found.offerLowDollars ?? null,
    offerHighDollars: found.offerHighDollars ?? null,
    validUntil,
    expired: found.status === 'offered' && validUntil !== null && new Date(validUntil) <= now,
    valuerReason: found.valuerReason ?? null,
    adjustments: adjustments.map((adjustment) => ({ label: adjustment.label, dollars: adjustment.dollars })),
    changeover:
      forCar?.slug && forCar.priceDollars && found.offerLowDollars
        ? {
            carName: forCar.name ?? '',
            carSlug: forCar.slug,
            priceDollars: forCar.priceDollars,
            changeoverDollars: changeoverDollars(forCar.priceDollars, found.offerLowDollars),
          }
        : null,
    dealer: {
      name: location?.name ?? dealership?.name ?? site.name,
      address: locationAddress(location?.address) ?? null,
      phone: location?.contact?.phone ?? dealership?.phone ?? site.phone ?? null,
    },
    timeZone: location?.timeZone ?? DEFAULT_TIME_ZONE,
  }
}
