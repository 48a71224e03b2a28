import type { Payload } from 'payload'

import { TRADE_IN_LINK_PURPOSE, TRADE_IN_VALUATION_STATUS_LABELS } from '@/domain/trade-in'
import { TRADE_IN_VALUER_MESSAGES, tradeInOutcome, type TradeInOutcome } from '@/domain/trade-in-valuation'
import { leadAttributionRecord } from '@/domain/lead-attribution'
import { formatMoney } from '@/domain/money'
import { leadCarRecord, leadContactFields, shopperLeadFields, type ShopperFacts } from '@/features/leads'
import { databasePoolOf } from '@/platform/database'
import { signValue, verifySignedValue } from '@/platform/secrets'
import type { ResolvedSite } from '@/platform/sites'

import type { TradeInPorts } from './ports-from-env'
import { checkTradeIn, type CheckedTradeIn, type TradeInCheck } from './trade-in-check'
import type { TradeInRequest } from './trade-in-request'
import { standingTradeInOffer, storeTradeInValuation, type CheckoutTradeIn } from './valuation-store'

/** The valuation number in the offer link, signed so a guessed number shows nothing. */
export const tradeInToken = (reference: string): string => signValue(TRADE_IN_LINK_PURPOSE, reference)

export type ValueTradeInResult =
  | Exclude<TradeInCheck, { ok: true }>
  | {
      ok: true
      reference: string
      token: string
      leadId: number
      outcome: TradeInOutcome['kind']
      carName: string
      offer: { lowDollars: number; highDollars: number; validUntil: string } | null
    }

const carName = ({ identified }: NonNullable<CheckedTradeIn['car']>) =>
  [identified.year, identified.make, identified.model, identified.badge].filter(Boolean).join(' ')

/** What the dealer reads first on the lead: the car, the figure (or why none) and each answer. */
function leadMessage(checked: Required<Pick<CheckedTradeIn, 'car' | 'condition'>> & CheckedTradeIn, outcome: TradeInOutcome, reference: string): string {
  const car = checked.car
  const figure =
    outcome.kind === 'offer'
      ? `Online offer ${formatMoney(outcome.offerLowDollars)} to ${formatMoney(outcome.offerHighDollars)} (retail estimate ${formatMoney(outcome.retailDollars)}), valid until ${outcome.validUntil.toISOString().slice(0, 10)}`
      : TRADE_IN_VALUER_MESSAGES[outcome.reason]
  const answers = checked.settings.questions.map(
    (question) => `${question.label} ${question.options.find((option) => option.value === checked.condition.answers[question.id])?.label ?? 'not answered'}`,
  )
  return [
    `Trade-in valuation ${reference}: ${carName(car)}${car.plate ? `, rego ${car.plate} ${car.state}` : ''}, ${checked.condition.km.toLocaleString('en-AU')} km`,
    figure,
    ...answers,
  ].join('\n')
}

/**
 * The details step (issue 20): everything checked once more, the market estimate from the valuation
 * port, the dealer's offer from the site's settings and the answers, then the lead and the valuation
 * stored together. A lead exists from here whatever the offer, so the dealer always hears of it.
 */
export async function valueTradeIn(
  deps: { payload: Payload; ports: TradeInPorts; now?: Date },
  site: ResolvedSite,
  request: TradeInRequest,
  shopper: ShopperFacts,
): Promise<ValueTradeInResult> {
  const result = await checkTradeIn(site, request, 'details', deps.ports.regoLookup)
  if (!result.ok) return result
  const checked = result.checked as CheckedTradeIn & Required<Pick<CheckedTradeIn, 'car' | 'condition' | 'details'>>
  const { car, condition, details, setup, settings, forCar } = checked
  const now = deps.now ?? new Date()
  const subject = { year: car.identified.year, make: car.identified.make, model: car.identified.model, badge: car.identified.badge, km: condition.km }
  const estimate = await deps.ports.valuation.estimate(subject).catch((error: unknown) => {
    // No figure is better than a lost shopper: the valuer calls, and the lead still goes.
    console.error('[trade-in] the valuation failed', error)
    return null
  })
  const outcome = tradeInOutcome({ subject, estimate, settings: settings.offer, questions: settings.questions, answers: condition.answers, now })
  const offer = outcome.kind === 'offer' ? outcome : null
  const answers = Object.fromEntries(
    settings.questions.map((question) => [
      question.id,
      {
        question: question.label,
        answer: condition.answers[question.id] ?? null,
        label: question.options.find((option) => option.value === condition.answers[question.id])?.label ?? null,
      },
    ]),
  )

  const stored = await storeTradeInValuation(deps.payload, {
    siteId: site.id,
    valuation: {
      status: offer ? 'offered' : 'valuer',
      customer: shopper.customerId ?? undefined,
      carName: carName(car),
      car: {
        plate: car.plate,
        state: car.state,
        identifiedBy: car.identified.source,
        vin: car.identified.vin,
        year: subject.year,
        make: subject.make,
        model: subject.model,
        badge: subject.badge,
        km: subject.km,
      },
      answers,
      retailDollars: estimate?.retailDollars ?? null,
      retailLowDollars: estimate?.lowDollars ?? null,
      retailHighDollars: estimate?.highDollars ?? null,
      confidence: estimate?.confidence ?? null,
      estimatedBy: deps.ports.valuation.provider,
      offerLowDollars: offer?.offerLowDollars ?? null,
      offerHighDollars: offer?.offerHighDollars ?? null,
      validUntil: offer?.validUntil.toISOString() ?? null,
      valuerReason: offer ? null : TRADE_IN_VALUER_MESSAGES[(outcome as Extract<TradeInOutcome, { kind: 'valuer' }>).reason],
      adjustments: offer?.adjustments ?? [],
      comparables: estimate?.comparables ?? [],
      forCar: forCar ? { carId: forCar.id, slug: forCar.slug, name: forCar.name, priceDollars: forCar.price } : null,
    },
    lead: (reference) => ({
      form: 'trade-in',
      ...leadContactFields(details),
      category: setup.copy.heading,
      subcategory: offer ? TRADE_IN_VALUATION_STATUS_LABELS.offered : TRADE_IN_VALUATION_STATUS_LABELS.valuer,
      message: leadMessage(checked, outcome, reference),
      location: details.location ?? setup.presetLocation?.id,
      dealership: setup.presetDealership?.id,
      car: forCar ? leadCarRecord(forCar) : undefined,
      rego: car.plate ?? undefined,
      tradeIn: { year: subject.year, make: subject.make, model: subject.model, km: subject.km },
      ...shopperLeadFields(shopper),
      // Each completed step, as the lead submission helper records them (spec §7): an abandoned offer still tells the dealer everything.
      attribution: leadAttributionRecord(request.context.attribution, request.context.linkedQueryParams),
      leadAttributes: {
        visited_pages: request.context.visitedPages ?? [],
        linked_query_params: request.context.linkedQueryParams ?? {},
        trade_in: { rego: car.plate, state: car.state, identified_by: car.identified.source, km: subject.km, answers: condition.answers },
        form_completed: true,
        offer_accepted: false,
      },
    }),
  })
  return {
    ok: true,
    reference: stored.reference,
    token: tradeInToken(stored.reference),
    leadId: stored.leadId,
    outcome: outcome.kind,
    carName: carName(car),
    offer: offer ? { lowDollars: offer.offerLowDollars, highDollars: offer.offerHighDollars, validUntil: offer.validUntil.toISOString() } : null,
  }
}

/** The trade-in offer a signed valuation link names, for the checkout (null: forged, another site's, expired or no figure). */
export async function tradeInOfferForCheckout(payload: Payload, siteId: number, signed: string, now?: Date): Promise<CheckoutTradeIn | null> {
  const reference = verifySignedValue(TRADE_IN_LINK_PURPOSE, signed)
  return reference ? standingTradeInOffer(databasePoolOf(payload), reference, siteId, now) : null
}
