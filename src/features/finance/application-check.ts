import type { CreditScoreBand } from '@/domain/finance-quote'
import { chosenLocation, DETAILS_STEP_FIELDS, invalidStep, issueErrors, stepsUpTo, type FieldError, type InvalidStep } from '@/domain/step-check'
import { fieldErrors, leadFormSchema, leadFormSetup, type LeadAnswers, type LeadCar, type LeadFormSetup } from '@/features/leads'
import type { ResolvedSite } from '@/platform/sites'
import type { LenderProduct } from '@/domain/finance-lenders'

import {
  aboutYouAnswerSchema,
  creditAnswerSchema,
  incomeAnswerSchema,
  loanAnswerSchema,
  type AboutYouAnswer,
  type IncomeAnswer,
  type PreApprovalRequest,
} from './application-request'
import { loanShapeErrors, PRE_APPROVAL_STEPS, type PostedPreApprovalStep } from '@/domain/finance-application'
import { financeSiteSettings, lenderFor, loanBounds, type FinanceSiteSettings } from './finance-settings'

export interface CheckedLoan {
  priceDollars: number
  depositDollars: number
  termYears: number
  balloonDollars: number
}

export interface CheckedPreApproval {
  setup: LeadFormSetup
  settings: FinanceSiteSettings
  /** The car being financed, when the shopper came from one that is still listed. */
  car: LeadCar | null
  lender: LenderProduct
  loan?: CheckedLoan
  aboutYou?: AboutYouAnswer
  income?: IncomeAnswer
  creditBand?: CreditScoreBand
  details?: LeadAnswers & { location?: number; dealership?: number; contactConsent: true; creditCheckConsent: boolean }
}

export type PreApprovalCheck = { ok: true; checked: CheckedPreApproval } | { ok: false; status: 404; message: string } | InvalidStep<PostedPreApprovalStep>

export const PRE_APPROVAL_MESSAGES = {
  notOffered: 'Finance applications are not taken on this site.',
  term: 'Choose a loan term from the list.',
  contactConsent: 'Please agree to our finance team contacting you about this application.',
  creditCheckConsent: 'Our finance provider needs your agreement to a credit check before it can assess your application.',
  location: 'Choose the dealership you would like to hear from.',
} as const

const PERIOD_AMOUNTS: readonly unknown[] = ['netIncome', 'livingExpenses', 'otherRepayments']
// An income answer's amount and frequency are fields of one period amount: 'netIncome.amount'.
const answerField = (path: PropertyKey[]) => (PERIOD_AMOUNTS.includes(path[0]) ? path.slice(0, 2).join('.') : path.at(-1))

/**
 * Issue 21: the server's check of every answer up to the step being left. The car's price is read
 * again from stock (a shopper cannot name one car and be assessed on another price), the loan against
 * the site's finance calculator limits (spec §5), the details by the finance lead form's own rules.
 */
export async function checkPreApproval(site: ResolvedSite, request: PreApprovalRequest, leaving: PostedPreApprovalStep): Promise<PreApprovalCheck> {
  const withCar = request.carId ? await leadFormSetup(site, 'finance', { carId: request.carId }) : null
  // A car that has since sold still leaves the shopper an application for the amount, just without the car.
  const setupResult = withCar?.ok ? withCar : await leadFormSetup(site, 'finance', {})
  if (!setupResult.ok) return { ok: false, status: 404, message: PRE_APPROVAL_MESSAGES.notOffered }
  const settings = financeSiteSettings(site)
  const car = withCar?.ok ? withCar.setup.car : null
  const checked: CheckedPreApproval = { setup: setupResult.setup, settings, car: car?.price ? car : null, lender: lenderFor(settings, request.lender) }
  const reached = stepsUpTo(PRE_APPROVAL_STEPS, leaving)

  if (reached('loan')) {
    const parsed = loanAnswerSchema.safeParse(request.answers.loan ?? {})
    if (!parsed.success) return invalidStep('loan', issueErrors(parsed.error.issues, answerField))
    const answer = parsed.data
    const bounds = loanBounds(settings, checked.car?.price ?? null)
    const price = checked.car?.price ?? answer.amount
    if (price === undefined) return invalidStep('loan', [{ field: 'amount', message: 'Enter how much you want to spend.' }])
    if (!checked.car && (price < bounds.purchasePrice.min || price > bounds.purchasePrice.max))
      return invalidStep('loan', [{ field: 'amount', message: bounds.purchasePriceHelp }])
    if (!bounds.termYears.options.includes(answer.termYears)) return invalidStep('loan', [{ field: 'termYears', message: PRE_APPROVAL_MESSAGES.term }])
    const shapeErrors = Object.entries(loanShapeErrors({ priceDollars: price, depositDollars: answer.deposit, balloonDollars: answer.balloon }))
    if (shapeErrors.length)
      return invalidStep(
        'loan',
        shapeErrors.map(([field, message]) => ({ field, message })),
      )
    checked.loan = { priceDollars: price, depositDollars: answer.deposit, termYears: answer.termYears, balloonDollars: answer.balloon }
  }

  if (reached('about-you')) {
    const parsed = aboutYouAnswerSchema.safeParse(request.answers.aboutYou ?? {})
    if (!parsed.success) return invalidStep('about-you', issueErrors(parsed.error.issues, answerField))
    checked.aboutYou = parsed.data
  }

  if (reached('income')) {
    const parsed = incomeAnswerSchema.safeParse(request.answers.income ?? {})
    if (!parsed.success) return invalidStep('income', issueErrors(parsed.error.issues, answerField))
    checked.income = parsed.data
  }

  if (reached('credit')) {
    const parsed = creditAnswerSchema.safeParse(request.answers.credit ?? {})
    if (!parsed.success) return invalidStep('credit', issueErrors(parsed.error.issues, answerField))
    checked.creditBand = parsed.data.creditBand
  }

  if (reached('details')) {
    const raw = request.answers.details ?? {}
    const { setup } = checked
    const parsed = leadFormSchema('finance', setup.rules).pick(DETAILS_STEP_FIELDS).safeParse(raw)
    const errors: FieldError[] = parsed.success ? [] : fieldErrors('finance', setup.rules, parsed.error.issues)
    const { location, missing } = chosenLocation(setup.locationChoices, raw.location)
    if (missing) errors.push({ field: 'location', message: PRE_APPROVAL_MESSAGES.location })
    if (raw.contactConsent !== true) errors.push({ field: 'contactConsent', message: PRE_APPROVAL_MESSAGES.contactConsent })
    if (settings.creditCheckConsent && raw.creditCheckConsent !== true)
      errors.push({ field: 'creditCheckConsent', message: PRE_APPROVAL_MESSAGES.creditCheckConsent })
    if (!parsed.success || errors.length) return invalidStep('details', errors)
    const dealership = setup.dealershipChoices.find((choice) => String(choice.id) === String(raw.dealership ?? ''))
    checked.details = {
      ...(parsed.data as LeadAnswers),
      ...(location ? { location: location.id } : {}),
      ...(dealership ? { dealership: dealership.id } : {}),
      contactConsent: true,
      creditCheckConsent: raw.creditCheckConsent === true,
    }
  }
  return { ok: true, checked }
}
