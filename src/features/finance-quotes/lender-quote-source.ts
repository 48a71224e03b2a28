import { z } from 'zod'

import { quoteLenderPanel, type LenderProduct, type LenderQuote, type LoanRequest } from '@/domain/finance-lenders'

import { postToQuoteService, readQuoteServiceAnswer } from './quote-source'

/**
 * Quotes from each lender on a site's panel for one loan (issue 21, personalised finance). The
 * offline default prices every lender with the domain's finance maths from the site's lender
 * settings; with FINANCE_LENDER_QUOTES_URL and FINANCE_QUOTE_API_KEY set, the panel's quote service
 * answers instead.
 */
export interface LenderQuoteInput extends LoanRequest {
  year: number | null
  vin: string | null
  nvic: string | null
}

export interface LenderQuoteSource {
  readonly kind: 'lender-panel' | 'http'
  /** Each lender's quote, cheapest total first; lenders that would not lend are left out. Throws FinanceQuoteError when the service fails. */
  quotes(input: LenderQuoteInput, panel: readonly LenderProduct[]): Promise<LenderQuote[]>
}

export const createLenderPanelQuoteSource = (): LenderQuoteSource => ({
  kind: 'lender-panel',
  async quotes(input, panel) {
    return quoteLenderPanel(panel, input)
  },
})

const money = z.coerce.number().min(0).max(10_000_000)
const rate = z.coerce.number().min(0).max(100)
const serviceAnswer = z.object({
  quotes: z
    .array(
      z.object({
        lenderId: z.string().min(1).max(60),
        lenderName: z.string().min(1).max(120),
        interestRate: rate,
        comparisonRate: rate,
        paymentWeek: money,
        paymentMonth: money,
        totalPayable: money,
        termMonths: z.coerce.number().int().min(1).max(120),
        termWeeks: z.coerce.number().int().min(1).max(520),
        establishmentFees: money.default(0),
        monthlyFee: money.default(0),
        amountFinanced: money,
        disclaimer: z.string().max(2000).default(''),
      }),
    )
    .max(20),
})

export interface HttpLenderQuoteSourceOptions {
  /** POST the loan with `Authorization: Bearer <key>`; 200 with `{ quotes: [...] }`. */
  url: string
  apiKey: string
  timeoutMs?: number
}

export function createHttpLenderQuoteSource({ url, apiKey, timeoutMs = 5000 }: HttpLenderQuoteSourceOptions): LenderQuoteSource {
  return {
    kind: 'http',
    async quotes(input, panel) {
      const body = {
        selfAssessedCreditScore: input.creditBand,
        purchasePrice: input.priceDollars,
        deposit: input.depositDollars,
        balloon: input.balloonDollars,
        loanTerm: input.termYears,
        ...(input.year ? { year: input.year } : {}),
        ...(input.vin ? { vin: input.vin } : {}),
        ...(input.nvic ? { nvic: input.nvic } : {}),
        lenders: panel.map((lender) => lender.id),
      }
      const answer = await readQuoteServiceAnswer(
        await postToQuoteService({ url, apiKey, timeoutMs }, 'Lender quote service', body),
        serviceAnswer,
        'Lender quote service',
      )
      const byId = new Map(panel.map((lender) => [lender.id, lender]))
      return answer.quotes
        .map((quote) => ({
          ...quote,
          termYears: input.termYears,
          deposit: input.depositDollars,
          balloon: input.balloonDollars,
          disclaimer: quote.disclaimer || byId.get(quote.lenderId)?.disclaimer || '',
        }))
        .sort((a, b) => a.totalPayable - b.totalPayable || a.interestRate - b.interestRate)
    },
  }
}
