import { z } from 'zod'

import { CREDIT_SCORE_BANDS, FINANCE_QUOTE_DEFAULTS } from '@/domain/finance-quote'

import type { FinanceQuoteInput } from './quote-source'
import { plainText } from '@/domain/text'

/**
 * The body of POST /api/youx/quote, in the spec's field names (§7): selfAssessedCreditScore (the site
 * sends GREAT; GOOD, FAIR and POOR are accepted, any case), purchasePrice, loanTerm in years (default 5),
 * year, and optionally vin, nvic and whoIsHelping (passed on to a hosted lender service).
 */
export const financeQuoteRequestSchema = z.object({
  selfAssessedCreditScore: z.string().trim().toUpperCase().pipe(z.enum(CREDIT_SCORE_BANDS)).default(FINANCE_QUOTE_DEFAULTS.creditScore),
  // Finance is offered on cars priced above $500 (spec §9 "Eligibility price above 500").
  purchasePrice: z.number().gt(500).max(2_000_000),
  loanTerm: z.number().min(1).max(7).default(FINANCE_QUOTE_DEFAULTS.loanTermYears),
  year: z.number().int().min(1900).max(2100),
  vin: z
    .string()
    .trim()
    .regex(/^[A-HJ-NPR-Z0-9]{17}$/i, 'must be a 17-character VIN')
    .nullish(),
  nvic: plainText().trim().max(20).nullish(),
  whoIsHelping: plainText().trim().max(100).nullish(),
})

export type FinanceQuoteRequestBody = z.input<typeof financeQuoteRequestSchema>

export function toFinanceQuoteInput(body: z.output<typeof financeQuoteRequestSchema>): FinanceQuoteInput {
  return {
    creditScore: body.selfAssessedCreditScore,
    purchasePrice: body.purchasePrice,
    loanTermYears: body.loanTerm,
    year: body.year,
    vin: body.vin ?? null,
    nvic: body.nvic ?? null,
    whoIsHelping: body.whoIsHelping ?? null,
  }
}
