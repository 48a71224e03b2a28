import type { z } from 'zod'

import { TRADE_IN_STEPS, type TradeInStep } from '@/domain/trade-in'
import { DEFAULT_TEXTS } from '@/domain/texts'
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

export type FieldError = { field: string; message: string }
export type TradeInCheck =
  | { ok: true; checked: CheckedTradeIn }
  | { ok: false; status: 404; message: string }
  /** `step`: the first step whose answers are wrong; `unknownPlate`: no source knows the plate, so the page offers the pick list. */
  | { ok: false; status: 400; message: string; step: TradeInStep; errors: FieldError[]; unknownPlate?: boolean }

export const TRADE_IN_MESSAGES = {
  // Spec §5: the form-level banner heads the field errors with it.
  invalid: DEFAULT_TEXTS.formErrorsHeading,
  unknownPlate: 'We could not find that plate. Choose your car from the lists instead.',
  lookupFailed: 'We could not look up plates just now. Choose your car from the lists instead.',
} as const

const DETAIL_FIELDS = { firstName: true, lastName: true, phone: true, email: true, postcode: true, optIn: true, terms: true } as const
const reached = (step: TradeInStep, leaving: TradeInStep) => TRADE_IN_STEPS.indexOf(leaving) >= TRADE_IN_STEPS.indexOf(step)
const zodErrors = (issues: readonly z.core.$ZodIssue[]): FieldError[] => issues.map((issue) => ({ field: String(issue.path.at(-1) ?? 'form'), message: issue.message }))

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
  const invalid = (step: TradeInStep, errors: FieldError[], extra: { unknownPlate?: boolean; message?: string } = {}): TradeInCheck => ({ ok: false, status: 400, message: extra.message ?? TRADE_IN_MESSAGES.invalid, step, errors, ...(extra.unknownPlate ? { unknownPlate: true } : {}) })

  if (reached('car', leaving)) {
    const parsed = tradeInCarAnswerSchema.safeParse(request.answers.car ?? {})
    if (!parsed.success) return invalid('car', zodErrors(parsed.error.issues))
    const answer = parsed.data
    if ('plate' in answer) {
      const plate = normaliseRegoPlate(answer.plate, answer.state)
      if (!plate.ok) return invalid('car', [{ field: /state/i.test(plate.message) ? 'state' : 'plate', message: plate.message }])
      const identified = await regoLookup.lookup(plate.plate, plate.state).catch((error: unknown) => {
        console.error('[trade-in] plate lookup failed', error)
        return undefined
      })
      if (identified === undefined) return invalid('car', [{ field: 'plate', message: TRADE_IN_MESSAGES.lookupFailed }], { unknownPlate: true, message: TRADE_IN_MESSAGES.lookupFailed })
      if (!identified) return invalid('car', [{ field: 'plate', message: TRADE_IN_MESSAGES.unknownPlate }], { unknownPlate: true, message: TRADE_IN_MESSAGES.unknownPlate })
      checked.car = { identified, plate: plate.plate, state: plate.state }
    } else {
      checked.car = { identified: { year: answer.year, make: answer.make, model: answer.model, badge: answer.badge || null, vin: null, source: 'pick-list' }, plate: null, state: null }
    }
  }

  if (reached('condition', leaving)) {
    const parsed = tradeInConditionAnswerSchema.safeParse(request.answers.condition ?? {})
    if (!parsed.success) return invalid('condition', zodErrors(parsed.error.issues))
    const answers = checkTradeInAnswers(checked.settings.questions, parsed.data.answers)
    if (!answers.ok) return invalid('condition', Object.entries(answers.errors).map(([field, message]) => ({ field, message: message! })))
    checked.condition = { km: parsed.data.km, answers: answers.answers }
  }

  if (reached('details', leaving)) {
    const raw = request.answers.details ?? {}
    const parsed = leadFormSchema('trade-in', setup.rules).pick(DETAIL_FIELDS).safeParse(raw)
    if (!parsed.success) return invalid('details', fieldErrors('trade-in', setup.rules, parsed.error.issues))
    const location = setup.locationChoices.length > 1 ? setup.locationChoices.find((choice) => String(choice.id) === String(raw.location ?? '')) : undefined
    if (setup.locationChoices.length > 1 && !location) return invalid('details', [{ field: 'location', message: 'Choose where you would like the car inspected.' }])
    checked.details = { ...(parsed.data as LeadAnswers), ...(location ? { location: location.id } : {}) }
  }
  return { ok: true, checked }
}
