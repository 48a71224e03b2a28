import { parseTabValue, subscribeTab, tabSnapshot, writeTabValue } from '@/components/step-flow/tab-store'

import { POSTED_PRE_APPROVAL_STEPS, type PostedPreApprovalStep } from '@/domain/finance-application'

export type PeriodAnswer = { amount?: string; frequency?: string }

/** The shopper's pre-approval answers in this tab, each stored once the server accepted it (as typed: the server reads "$12,500"). */
export interface StoredPreApproval {
  loan?: { amount?: string; deposit?: string; termYears?: string; balloon?: string } | null
  aboutYou?: { employmentType?: string; employmentLength?: string; residency?: string; relationship?: string; dependants?: string } | null
  income?: { netIncome?: PeriodAnswer; livingExpenses?: PeriodAnswer; otherRepayments?: PeriodAnswer } | null
  credit?: { creditBand?: string } | null
  details?: Record<string, unknown> | null
}

/** Which stored answer each step leaves behind. */
export const STEP_ANSWER: Record<PostedPreApprovalStep, keyof StoredPreApproval> = {
  loan: 'loan',
  'about-you': 'aboutYou',
  income: 'income',
  credit: 'credit',
  details: 'details',
}

// One application per car in a tab: starting finance on another car starts afresh.
const keyOf = (carSlug: string | null) => `finance-pre-approval:${carSlug ?? ''}`
export const writePreApproval = (carSlug: string | null, value: StoredPreApproval) => writeTabValue(keyOf(carSlug), value)
export const preApprovalSnapshot = (carSlug: string | null) => tabSnapshot(keyOf(carSlug))
export const subscribePreApproval = subscribeTab
export const parsePreApproval = (text: string | null) => parseTabValue<StoredPreApproval>(text)

/** The first step not yet done at or before the one asked for (a shared link or a forgotten tab starts there). */
export function openPreApprovalStep(asked: PostedPreApprovalStep, progress: StoredPreApproval): PostedPreApprovalStep {
  for (const step of POSTED_PRE_APPROVAL_STEPS) {
    if (step === asked) return asked
    if (!progress[STEP_ANSWER[step]]) return step
  }
  return asked
}
