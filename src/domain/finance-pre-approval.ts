/**
 * Finance pre-approval (issue 21): an indicative answer computed on the spot from what the shopper
 * tells us, the way a lender's serviceability check works, not a canned message.
 *
 * 1. Income and expenses are turned into monthly figures (weekly × 52 / 12, fortnightly × 26 / 12).
 * 2. Living costs count at the larger of what the shopper declared and a floor for their household
 *    (the site's setting; standard figures below, in line with the published household expenditure
 *    measure for a modest lifestyle). Other loan and card repayments count in full.
 * 3. What is left each month, less the lender's monthly fee, is the most the shopper can repay. The
 *    loan it supports is worked out at the lender's rate for their credit band plus an assessment
 *    buffer (standard 3 percentage points, as Australian lenders assess), over the chosen term, with
 *    the balloon's discounted value on top. Less the establishment fee, that is the borrowing power.
 * 4. The answer: "Pre-approved up to $X" when the borrowing power covers the loan; "Likely with a
 *    larger deposit" when the gap is at most a fifth of the price; else "Talk to our finance team"
 *    (and always for a poor credit self-assessment, which lenders look at case by case).
 */
import { annuityFactor, PERIODS_PER_YEAR, type RepaymentFrequency } from './finance'
import { lenderRate, quoteLender, type LenderProduct, type LenderQuote, type LoanRequest } from './finance-lenders'
import type { CreditScoreBand } from './finance-quote'

/** Income and expense frequencies: the calculator's (spec §5 "Frequencies"). */
export type AmountFrequency = RepaymentFrequency

export interface PeriodAmount {
  amount: number
  frequency: AmountFrequency
}

export const EMPLOYMENT_TYPES = {
  'full-time': 'Full time',
  'part-time': 'Part time',
  casual: 'Casual',
  'self-employed': 'Self-employed',
  contract: 'Contractor',
  retired: 'Retired or on a pension',
  other: 'Other',
} as const
export type EmploymentType = keyof typeof EMPLOYMENT_TYPES

export const EMPLOYMENT_LENGTHS = {
  'under-6-months': 'Less than 6 months',
  '6-to-12-months': '6 to 12 months',
  '1-to-3-years': '1 to 3 years',
  'over-3-years': 'More than 3 years',
} as const
export type EmploymentLength = keyof typeof EMPLOYMENT_LENGTHS

export const RESIDENCY_STATUSES = {
  citizen: 'Australian or New Zealand citizen',
  'permanent-resident': 'Permanent resident',
  visa: 'On a temporary visa',
} as const
export type ResidencyStatus = keyof typeof RESIDENCY_STATUSES

export const RELATIONSHIP_STATUSES = { single: 'Just me', couple: 'Me and a partner' } as const
export type RelationshipStatus = keyof typeof RELATIONSHIP_STATUSES

/** The credit self-assessment, worded for shoppers; the bands are the quote service's (spec §7). */
export const CREDIT_BAND_LABELS: Readonly<Record<CreditScoreBand, string>> = {
  GREAT: 'Excellent: always paid on time, no defaults',
  GOOD: 'Good: the odd late payment, no defaults',
  FAIR: 'Fair: some late payments or a paid default',
  POOR: 'Poor: unpaid defaults, or a past bankruptcy',
}

export interface LivingCostFloor {
  /** Monthly, one adult. */
  firstAdult: number
  /** Monthly, added for a partner. */
  secondAdult: number
  /** Monthly, added for each dependant. */
  perDependant: number
}

export interface PreApprovalSettings {
  /** Percentage points added to the lender's rate when testing what the shopper can repay. */
  assessmentBufferPercent: number
  livingCostFloor: LivingCostFloor
  /** The larger-deposit answer's reach: the extra deposit needed, as a share of the price. */
  largerDepositShare: number
}

/** The standard settings a site starts with (Sites → Finance applications). */
export const PRE_APPROVAL_DEFAULTS: PreApprovalSettings & { retentionDays: number } = {
  assessmentBufferPercent: 3,
  livingCostFloor: { firstAdult: 1_850, secondAdult: 900, perDependant: 450 },
  largerDepositShare: 0.2,
  /** Days the income, expense and employment answers are kept before they are erased. */
  retentionDays: 90,
}

export const PRE_APPROVAL_LIMITS = {
  /** Below this, no lender on a car-loan panel writes the loan. */
  minLoanDollars: 5_000,
  /** "Up to" figures are rounded down to this. */
  roundUpToDollars: 500,
} as const

const finite = (value: number) => (Number.isFinite(value) ? value : 0)

/** A weekly, fortnightly or monthly figure as a monthly one; a negative or unreadable amount counts as 0. */
export function monthlyAmount({ amount, frequency }: PeriodAmount): number {
  return (Math.max(0, finite(amount)) * PERIODS_PER_YEAR[frequency]) / PERIODS_PER_YEAR.monthly
}

/** The household's monthly living-cost floor. */
export function livingCostFloor(household: { relationship: RelationshipStatus; dependants: number }, floor: LivingCostFloor): number {
  const dependants = Math.max(0, Math.floor(finite(household.dependants)))
  return floor.firstAdult + (household.relationship === 'couple' ? floor.secondAdult : 0) + dependants * floor.perDependant
}

export interface ServiceabilityInput {
  netIncome: PeriodAmount
  livingExpenses: PeriodAmount
  otherRepayments: PeriodAmount
  household: { relationship: RelationshipStatus; dependants: number }
  /** The lender's rate for the shopper, % p.a. */
  annualRate: number
  termYears: number
  balloonDollars: number
  lender: Pick<LenderProduct, 'establishmentFee' | 'monthlyFee'>
  settings: Pick<PreApprovalSettings, 'assessmentBufferPercent' | 'livingCostFloor'>
}

export interface Serviceability {
  monthlyIncome: number
  /** The living costs counted: the declared figure or the floor, whichever is larger. */
  monthlyLivingCosts: number
  livingCostsFromFloor: boolean
  monthlyCommitments: number
  /** What is left to repay a car loan each month (never negative). */
  monthlySurplus: number
  /** % p.a.: the rate plus the buffer. */
  assessmentRate: number
  /** The most the shopper could borrow for the car, fees excluded; whole dollars, never negative. */
  borrowingPower: number
}

export function serviceability(input: ServiceabilityInput): Serviceability {
  const monthlyIncome = monthlyAmount(input.netIncome)
  const declared = monthlyAmount(input.livingExpenses)
  const floor = livingCostFloor(input.household, input.settings.livingCostFloor)
  const monthlyLivingCosts = Math.max(declared, floor)
  const monthlyCommitments = monthlyAmount(input.otherRepayments)
  const monthlySurplus = Math.max(0, monthlyIncome - monthlyLivingCosts - monthlyCommitments)
  const assessmentRate = Math.max(0, finite(input.annualRate)) + Math.max(0, finite(input.settings.assessmentBufferPercent))
  const months = Math.max(1, Math.round(Math.max(0, finite(input.termYears)) * PERIODS_PER_YEAR.monthly))
  const ratePerMonth = assessmentRate / 100 / PERIODS_PER_YEAR.monthly
  const repayable = Math.max(0, monthlySurplus - input.lender.monthlyFee)
  // A balloon is paid at the end, so the loan it supports is its value today.
  const balloonToday = Math.max(0, finite(input.balloonDollars)) * Math.exp(-months * Math.log1p(ratePerMonth))
  const loan = repayable > 0 ? repayable * annuityFactor(ratePerMonth, months) + balloonToday : 0
  return {
    monthlyIncome,
    monthlyLivingCosts,
    livingCostsFromFloor: floor > declared,
    monthlyCommitments,
    monthlySurplus,
    assessmentRate,
    borrowingPower: Math.max(0, Math.floor(loan - input.lender.establishmentFee)),
  }
}

export interface PreApprovalInput extends LoanRequest {
  netIncome: PeriodAmount
  livingExpenses: PeriodAmount
  otherRepayments: PeriodAmount
  household: { relationship: RelationshipStatus; dependants: number }
  lender: LenderProduct
  settings: PreApprovalSettings
}

/** Why there is no figure: the credit self-assessment, the lender's own limits, a loan too small to write, or what the shopper can repay. */
export type TalkReason = 'credit' | 'lender' | 'amount' | 'serviceability'

export type PreApprovalAnswer =
  | { kind: 'pre-approved'; upToDollars: number; loanDollars: number; quote: LenderQuote; serviceability: Serviceability }
  | { kind: 'larger-deposit'; upToDollars: number; loanDollars: number; extraDepositDollars: number; quote: LenderQuote | null; serviceability: Serviceability }
  | { kind: 'talk-to-finance-team'; reason: TalkReason; loanDollars: number; serviceability: Serviceability | null }

/** The answer as the application records it, with the admin's label. */
export const FINANCE_APPLICATION_OUTCOMES: Readonly<Record<PreApprovalAnswer['kind'], string>> = {
  'pre-approved': 'Pre-approved (indicative)',
  'larger-deposit': 'Likely with a larger deposit',
  'talk-to-finance-team': 'Talk to the finance team',
}

export const PRE_APPROVAL_HEADINGS = {
  'pre-approved': 'Pre-approved up to {amount} (indicative)',
  'larger-deposit': 'Likely with a larger deposit',
  'talk-to-finance-team': 'Talk to our finance team',
} as const satisfies Record<PreApprovalAnswer['kind'], string>

const roundDown = (dollars: number) => Math.floor(dollars / PRE_APPROVAL_LIMITS.roundUpToDollars) * PRE_APPROVAL_LIMITS.roundUpToDollars
const roundUp = (dollars: number) => Math.ceil(dollars / PRE_APPROVAL_LIMITS.roundUpToDollars) * PRE_APPROVAL_LIMITS.roundUpToDollars

/** The indicative answer for one application (see the module comment for the rules). */
export function preApprovalAnswer(input: PreApprovalInput): PreApprovalAnswer {
  const loanDollars = Math.max(0, input.priceDollars - input.depositDollars)
  if (input.creditBand === 'POOR') return { kind: 'talk-to-finance-team', reason: 'credit', loanDollars, serviceability: null }
  if (loanDollars < PRE_APPROVAL_LIMITS.minLoanDollars) return { kind: 'talk-to-finance-team', reason: 'amount', loanDollars, serviceability: null }
  const rated = lenderRate(input.lender, input.creditBand, input.carAgeYears)
  if ('refused' in rated || input.termYears > input.lender.maxTermYears)
    return { kind: 'talk-to-finance-team', reason: 'lender', loanDollars, serviceability: null }
  const checked = serviceability({ ...input, annualRate: rated.rate, lender: input.lender, settings: input.settings })
  const power = checked.borrowingPower
  if (power < PRE_APPROVAL_LIMITS.minLoanDollars) return { kind: 'talk-to-finance-team', reason: 'serviceability', loanDollars, serviceability: checked }
  // The lender's rate and term were checked above and the loan is above the minimum, so it quotes.
  const quoteFor = (deposit: number) => {
    const answer = quoteLender(input.lender, { ...input, depositDollars: deposit })
    return 'quote' in answer ? answer.quote : null
  }
  if (power >= loanDollars)
    return {
      kind: 'pre-approved',
      upToDollars: Math.max(loanDollars, roundDown(power)),
      loanDollars,
      quote: quoteFor(input.depositDollars)!,
      serviceability: checked,
    }
  const extraDepositDollars = roundUp(loanDollars - power)
  if (extraDepositDollars <= input.priceDollars * input.settings.largerDepositShare) {
    return {
      kind: 'larger-deposit',
      upToDollars: roundDown(power),
      loanDollars,
      extraDepositDollars,
      quote: quoteFor(input.depositDollars + extraDepositDollars),
      serviceability: checked,
    }
  }
  return { kind: 'talk-to-finance-team', reason: 'serviceability', loanDollars, serviceability: checked }
}

/** The lines every finance answer carries (spec §9 "Finance": the comparison note assumes a $30,000 5-year loan). */
export const FINANCE_ANSWER_TEXTS = {
  indicative:
    "This is an indicative answer based on what you told us: it is not an offer or approval of credit and it does not affect your credit score. Approval is subject to the lender's assessment, checks of your income and expenses, and its terms and conditions.",
  comparisonNote:
    'The comparison rate is based on a secured loan of $30,000 over 5 years. WARNING: this comparison rate is true only for the example given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.',
  talk: {
    credit: 'Lenders look at every credit history differently. Our finance team will call you to find a lender that fits.',
    lender: 'Our preferred lender would not finance this car on these terms, but others may. Our finance team will call you.',
    amount: 'The amount to finance is below what car lenders usually write. Our finance team will call you about your options.',
    serviceability:
      'From what you told us, this loan looks like a stretch. Our finance team will call you to look at a smaller loan, a longer term or a co-borrower.',
  } satisfies Record<TalkReason, string>,
} as const
