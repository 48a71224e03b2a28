import { chosenLocation, DETAILS_STEP_FIELDS, invalidStep, issueErrors, stepsUpTo, type FieldError, type InvalidStep } from '@/domain/step-check'
import { TRADE_IN_STEPS, type TradeInStep } from '@/domain/trade-in'
import { checkTradeInAnswers, normaliseRegoPlate, type AuState, type TradeInAnswers } from '@/domain/trade-in-valuation'
import { fieldErrors, leadFormSchema, leadFormSetup, type LeadAnswers, type LeadCar, type LeadFormSetup } from '@/features/leads'
import type { ResolvedSite } from '@/platform/sites'

import type { IdentifiedCar, RegoLookupPort } from './ports'
import { tradeInCarAnswerSchema, tradeInConditionAnswerSchema, type TradeInRequest } from './trade-in-request'
import { tradeInSiteSettings, type TradeInSiteSettings } from './trade-in-settings'

export interface TradeInCar {
  identified: IdentifiedCar
  plate: string | null
  state: AuState | null
}

export interface CheckedTradeIn {
  setup: LeadFormSetup
  settings: TradeInSiteSettings
  /** The site's car the shopper came from, when still listed. */
  forCar: LeadCar | null
  car?: TradeInCar
  condition?: { km: number; answers: TradeInAnswers }
  details?: LeadAnswers & { location?: number }
}

export type TradeInCheck =
  | { ok: true; checked: CheckedTradeIn }
  | { ok: false; status: 404; message: string }
  /** `unknownPlate`: no source knows the plate, so the page offers the pick list. */
  | (InvalidStep<TradeInStep> & { unknownPlate?: boolean })

export const TRADE_IN_MESSAGES = {
  unknownPlate: 'We could not find that plate. Choose your car from the lists instead.',
  lookupFailed: 'We could not look up plates just now. Choose your car from the lists instead.',
} as const

/**
 * Issue 20: the server's check of every answer up to the step being left. The plate is looked up
 * again each time (a shopper cannot name one car and be valued as another), the condition answers
 * against the site's own questions, the details by the trade-in lead form's rules and messages.
 */
export async function checkTradeIn(site: ResolvedSite, request: TradeInRequest, leaving: TradeInStep, regoLookup: RegoLookupPort): Promise<TradeInCheck> {
  const setupResult = await leadFormSetup(site, 'trade-in', { carId: request.carId || null })
  // A car that has since sold or gone still leaves the shopper a valuation, just without the changeover.
  const setup = setupResult.ok ? setupResult.setup : await leadFormSetup(site, 'trade-in', {}).then((again) => (again.ok ? again.setup : null))
  if (!setup) return { ok: false, status: 404, message: 'Trade-in valuations are not offered on this site.' }
  const forCar = setupResult.ok ? setup.car : null
  const checked: CheckedTradeIn = { setup, settings: tradeInSiteSettings(site), forCar }
  const invalid = (step: TradeInStep, errors: FieldError[], extra: { unknownPlate?: boolean; message?: string } = {}): TradeInCheck => ({
    ...invalidStep(step, errors, extra.message),
    ...(extra.unknownPlate ? { unknownPlate: true } : {}),
  })
  const reached = stepsUpTo(TRADE_IN_STEPS, leaving)

  if (reached('car')) {
    const parsed = tradeInCarAnswerSchema.safeParse(request.answers.car ?? {})
    if (!parsed.success) return invalid('car', issueErrors(parsed.error.issues))
    const answer = parsed.data
    if ('plate' in answer) {
      const plate = normaliseRegoPlate(answer.plate, answer.state)
      if (!plate.ok) return invalid('car', [{ field: /state/i.test(plate.message) ? 'state' : 'plate', message: plate.message }])
      const identified = await regoLookup.lookup(plate.plate, plate.state).catch((error: unknown) => {
        console.error('[trade-in] plate lookup failed', error)
        return undefined
      })
      if (identified === undefined)
        return invalid('car', [{ field: 'plate', message: TRADE_IN_MESSAGES.lookupFailed }], { unknownPlate: true, message: TRADE_IN_MESSAGES.lookupFailed })
      if (!identified)
        return invalid('car', [{ field: 'plate', message: TRADE_IN_MESSAGES.unknownPlate }], { unknownPlate: true, message: TRADE_IN_MESSAGES.unknownPlate })
      checked.car = { identified, plate: plate.plate, state: plate.state }
    } else {
      checked.car = {
        identified: { year: answer.year, make: answer.make, model: answer.model, badge: answer.badge || null, vin: null, source: 'pick-list' },
        plate: null,
        state: null,
      }
    }
  }

  if (reached('condition')) {
    const parsed = tradeInConditionAnswerSchema.safeParse(request.answers.condition ?? {})
    if (!parsed.success) return invalid('condition', issueErrors(parsed.error.issues))
    const answers = checkTradeInAnswers(checked.settings.questions, parsed.data.answers)
    if (!answers.ok)
      return invalid(
        'condition',
        Object.entries(answers.errors).map(([field, message]) => ({ field, message: message! })),
      )
    checked.condition = { km: parsed.data.km, answers: answers.answers }
  }

  if (reached('details')) {
    const raw = request.answers.details ?? {}
    const parsed = leadFormSchema('trade-in', setup.rules).pick(DETAILS_STEP_FIELDS).safeParse(raw)
    if (!parsed.success) return invalid('details', fieldErrors('trade-in', setup.rules, parsed.error.issues))
    const { location, missing } = chosenLocation(setup.locationChoices, raw.location)
    if (missing) return invalid('details', [{ field: 'location', message: 'Choose where you would like the car inspected.' }])
    checked.details = { ...(parsed.data as LeadAnswers), ...(location ? { location: location.id } : {}) }
  }
  return { ok: true, checked }
}
