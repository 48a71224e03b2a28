import { z } from 'zod'

import { CREDIT_SCORE_BANDS } from '@/domain/finance-quote'
import { REPAYMENT_FREQUENCIES } from '@/domain/finance'
import { EMPLOYMENT_LENGTHS, EMPLOYMENT_TYPES, RELATIONSHIP_STATUSES, RESIDENCY_STATUSES } from '@/domain/finance-pre-approval'
import { parseMoneyInput } from '@/domain/money'
import { leadContextSchema } from '@/features/leads'
import { PRE_APPROVAL_STEPS } from '@/domain/finance-application'
import { freeText } from '@/domain/text'

const text = (max: number) => freeText().trim().max(max)
const keys = <T extends Record<string, string>>(labels: T) => Object.keys(labels) as [keyof T & string, ...(keyof T & string)[]]

/** A dollar amount as typed ("$12,500", "12500") or sent as a number; empty or unreadable is refused with `message`. */
const dollars = (message: string) =>
  z.union([z.number(), z.string().max(20)]).transform((value, context) => {
    const amount = typeof value === 'number' ? (Number.isFinite(value) ? Math.max(0, value) : null) : parseMoneyInput(value)
    if (amount === null) {
      context.addIssue({ code: 'custom', message })
      return z.NEVER
    }
    return Math.round(amount * 100) / 100
  })
const optionalDollars = z
  .union([z.number(), z.string().max(20)])
  .optional()
  .transform((value) => (value === undefined || value === '' ? 0 : typeof value === 'number' ? Math.max(0, value) : (parseMoneyInput(value) ?? Number.NaN)))

const periodAmount = (message: string, optional = false) =>
  z.object({
    amount: optional ? optionalDollars.refine((value) => Number.isFinite(value), 'Enter an amount in dollars, or leave it empty.') : dollars(message),
    frequency: z.enum(REPAYMENT_FREQUENCIES, 'Choose weekly, fortnightly or monthly.'),
  })

/** Step 1. With a car the price is the car's (the server reads it); without one, the amount the shopper wants to spend. */
export const loanAnswerSchema = z.object({
  amount: dollars('Enter how much you want to spend.').optional(),
  deposit: optionalDollars,
  termYears: z.coerce.number('Choose a loan term.').min(1, 'Choose a loan term.').max(7, 'Choose a loan term.'),
  balloon: optionalDollars,
})

export const aboutYouAnswerSchema = z.object({
  employmentType: z.enum(keys(EMPLOYMENT_TYPES), 'Choose how you are employed.'),
  employmentLength: z.enum(keys(EMPLOYMENT_LENGTHS), 'Choose how long you have been in this work.'),
  residency: z.enum(keys(RESIDENCY_STATUSES), 'Choose your residency.'),
  relationship: z.enum(keys(RELATIONSHIP_STATUSES), 'Choose who the loan is for.'),
  dependants: z.coerce
    .number('Enter how many people depend on you (0 for none).')
    .int('Enter a whole number.')
    .min(0, 'Enter how many people depend on you (0 for none).')
    .max(12, 'Enter 12 or fewer.'),
})

export const incomeAnswerSchema = z.object({
  netIncome: periodAmount('Enter your income after tax.'),
  livingExpenses: periodAmount('Enter your living expenses.'),
  otherRepayments: periodAmount('', true),
})

export const creditAnswerSchema = z.object({ creditBand: z.enum(CREDIT_SCORE_BANDS, 'Choose the description closest to your credit history.') })

/** POST /api/finance/pre-approval: the step being left and every answer so far (each is checked again on the server). */
export const preApprovalRequestSchema = z.object({
  step: z.enum(PRE_APPROVAL_STEPS).exclude(['answer']),
  /** The car (slug or id) the shopper is financing, if any. */
  carId: text(200).optional(),
  /** The lender chosen on the personalised finance page. */
  lender: text(60).optional(),
  answers: z
    .object({
      loan: z.unknown().optional(),
      aboutYou: z.unknown().optional(),
      income: z.unknown().optional(),
      credit: z.unknown().optional(),
      details: z.record(z.string().max(40), z.unknown()).optional(),
    })
    .default({}),
  context: leadContextSchema.pick({ visitedPages: true, linkedQueryParams: true, attribution: true }).default({}),
})
export type PreApprovalRequest = z.output<typeof preApprovalRequestSchema>
export type LoanAnswer = z.output<typeof loanAnswerSchema>
export type AboutYouAnswer = z.output<typeof aboutYouAnswerSchema>
export type IncomeAnswer = z.output<typeof incomeAnswerSchema>
