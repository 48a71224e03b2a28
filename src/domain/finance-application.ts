/**
 * A finance application on a site (issue 21): the pre-approval's steps, and the site's settings for
 * it (Sites → Finance applications) with the documented defaults wherever the site left one empty.
 */
import { STANDARD_LENDER_PANEL, type LenderProduct } from './finance-lenders'
import { PRE_APPROVAL_DEFAULTS, type PreApprovalSettings } from './finance-pre-approval'

/** The pre-approval's steps, each its own URL; the answer is shown, not posted. */
export const PRE_APPROVAL_STEPS = ['loan', 'about-you', 'income', 'credit', 'details', 'answer'] as const
export type PreApprovalStep = (typeof PRE_APPROVAL_STEPS)[number]
export type PostedPreApprovalStep = Exclude<PreApprovalStep, 'answer'>
export const POSTED_PRE_APPROVAL_STEPS = PRE_APPROVAL_STEPS.filter((step): step is PostedPreApprovalStep => step !== 'answer')

export const PRE_APPROVAL_STEP_TITLES: Readonly<Record<PreApprovalStep, string>> = {
  loan: 'Your loan',
  'about-you': 'About you',
  income: 'Income and expenses',
  credit: 'Your credit history',
  details: 'Your details and consent',
  answer: 'Your indicative answer',
}

/** The largest balloon as a share of the price (lenders' usual cap on a residual). */
export const MAX_BALLOON_SHARE = 0.6

export const LOAN_MESSAGES = {
  depositTooLarge: 'Your deposit must be less than the price.',
  balloonTooLarge: `A balloon can be at most ${MAX_BALLOON_SHARE * 100}% of the price, and with your deposit less than the price.`,
} as const

/** What is wrong with a deposit and balloon for a price, by field (the page says it before asking; the server checks again). */
export function loanShapeErrors({
  priceDollars,
  depositDollars,
  balloonDollars,
}: {
  priceDollars: number
  depositDollars: number
  balloonDollars: number
}): Partial<Record<'deposit' | 'balloon', string>> {
  if (depositDollars >= priceDollars) return { deposit: LOAN_MESSAGES.depositTooLarge }
  if (balloonDollars > priceDollars * MAX_BALLOON_SHARE || balloonDollars + depositDollars >= priceDollars) return { balloon: LOAN_MESSAGES.balloonTooLarge }
  return {}
}

/** A lender row as Sites → Finance applications → Lenders stores it. */
export interface LenderRow {
  lenderId: string
  name: string
  rateGreat?: number | null
  rateGood?: number | null
  rateFair?: number | null
  ratePoor?: number | null
  establishmentFee?: number | null
  monthlyFee?: number | null
  maxTermYears?: number | null
  maxCarAgeYears?: number | null
  disclaimer: string
}

/** Sites → Finance applications as stored (every field may be empty). */
export interface FinanceApplicationsRow {
  preApprovalAtApplyForFinance?: boolean | null
  creditCheckConsent?: boolean | null
  assessmentBufferPercent?: number | null
  largerDepositPercent?: number | null
  retentionDays?: number | null
  livingCostFirstAdult?: number | null
  livingCostSecondAdult?: number | null
  livingCostPerDependant?: number | null
  lenders?: LenderRow[] | null
}

export interface FinanceApplicationSettings {
  preApproval: PreApprovalSettings
  /** The site's lenders, preferred first; the standard panel when it names none. */
  lenders: readonly LenderProduct[]
  retentionDays: number
  creditCheckConsent: boolean
  preApprovalAtApplyForFinance: boolean
}

const LONGEST_TERM_YEARS = 7
const or = (value: number | null | undefined, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback)

export const lenderFromRow = (row: LenderRow): LenderProduct => ({
  id: row.lenderId,
  name: row.name,
  rates: { GREAT: row.rateGreat ?? null, GOOD: row.rateGood ?? null, FAIR: row.rateFair ?? null, POOR: row.ratePoor ?? null },
  establishmentFee: or(row.establishmentFee, 0),
  monthlyFee: or(row.monthlyFee, 0),
  maxTermYears: or(row.maxTermYears, LONGEST_TERM_YEARS),
  maxCarAgeYears: row.maxCarAgeYears ?? null,
  disclaimer: row.disclaimer,
})

export function financeApplicationSettings(own: FinanceApplicationsRow | null | undefined): FinanceApplicationSettings {
  const row = own ?? {}
  const D = PRE_APPROVAL_DEFAULTS
  const lenders = (row.lenders ?? []).map(lenderFromRow)
  return {
    preApproval: {
      assessmentBufferPercent: or(row.assessmentBufferPercent, D.assessmentBufferPercent),
      largerDepositShare: or(row.largerDepositPercent, D.largerDepositShare * 100) / 100,
      livingCostFloor: {
        firstAdult: or(row.livingCostFirstAdult, D.livingCostFloor.firstAdult),
        secondAdult: or(row.livingCostSecondAdult, D.livingCostFloor.secondAdult),
        perDependant: or(row.livingCostPerDependant, D.livingCostFloor.perDependant),
      },
    },
    lenders: lenders.length ? lenders : STANDARD_LENDER_PANEL,
    retentionDays: or(row.retentionDays, D.retentionDays),
    creditCheckConsent: Boolean(row.creditCheckConsent),
    preApprovalAtApplyForFinance: Boolean(row.preApprovalAtApplyForFinance),
  }
}
