import { z } from 'zod'

import { quoteFinance, type FinanceQuote, type FinanceQuoteRequest } from '@/domain/finance-quote'

/**
 * Finance quotes for a car (spec §7 "POST /api/youx/quote"). The offline default prices the loan with
 * the domain's rate table (src/domain/finance-quote.ts); with FINANCE_QUOTE_URL and FINANCE_QUOTE_API_KEY
 * set, the lender's quote service answers instead.
 */
export interface FinanceQuoteInput extends FinanceQuoteRequest {
  vin?: string | null
  nvic?: string | null
  whoIsHelping?: string | null
}

export interface FinanceQuoteSource {
  readonly kind: 'rate-table' | 'http'
  /** A quote, or null when the lender does not quote this car. Throws FinanceQuoteError when the service fails. */
  quote(input: FinanceQuoteInput): Promise<FinanceQuote | null>
}

/** The quote service failed. Match it by its code (hasErrorCode), not instanceof: see src/platform/error-code.ts. */
export const FINANCE_QUOTE_ERROR = 'finance-quote-failed'

export class FinanceQuoteError extends Error {
  override name = 'FinanceQuoteError'
  readonly code = FINANCE_QUOTE_ERROR
}

export function createRateTableQuoteSource(now: () => Date = () => new Date()): FinanceQuoteSource {
  return {
    kind: 'rate-table',
    async quote(input) {
      return quoteFinance(input, now())
    },
  }
}

const serviceAnswer = z.object({
  weeklyRepaymentAmount: z.coerce.number().min(0),
  comparisonRate: z.coerce.number().min(0).max(100),
  advertisedRate: z.coerce.number().min(0).max(100),
})

export interface HttpQuoteSourceOptions {
  /** POST the spec §7 payload with `Authorization: Bearer <key>`; 200 with the quote; 404 or 422: no quote for this car. */
  url: string
  apiKey: string
  fetch?: typeof globalThis.fetch
  timeoutMs?: number
}

export function createHttpQuoteSource({ url, apiKey, fetch = globalThis.fetch, timeoutMs = 5000 }: HttpQuoteSourceOptions): FinanceQuoteSource {
  return {
    kind: 'http',
    async quote(input) {
      const body = {
        selfAssessedCreditScore: input.creditScore,
        purchasePrice: input.purchasePrice,
        loanTerm: input.loanTermYears,
        year: input.year,
        ...(input.vin ? { vin: input.vin } : {}),
        ...(input.nvic ? { nvic: input.nvic } : {}),
        ...(input.whoIsHelping ? { whoIsHelping: input.whoIsHelping } : {}),
      }
      const response = await postToQuoteService({ url, apiKey, fetch, timeoutMs }, 'Finance quote service', body)
      if (response.status === 404 || response.status === 422) return null
      return readQuoteServiceAnswer(response, serviceAnswer, 'Finance quote service')
    },
  }
}

interface QuoteService {
  url: string
  apiKey: string
  fetch?: typeof globalThis.fetch
  timeoutMs: number
}

/** POSTs JSON to a lender's service with its API key; unreachable or too slow throws FinanceQuoteError. */
export async function postToQuoteService({ url, apiKey, fetch = globalThis.fetch, timeoutMs }: QuoteService, name: string, body: unknown): Promise<Response> {
  try {
    return await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${apiKey}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    throw new FinanceQuoteError(`${name} unreachable: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/** The service's answer read with `schema`; an error status or another shape throws FinanceQuoteError. */
export async function readQuoteServiceAnswer<T extends z.ZodType>(response: Response, schema: T, name: string): Promise<z.output<T>> {
  if (!response.ok) throw new FinanceQuoteError(`${name} answered HTTP ${response.status}`)
  const parsed = schema.safeParse(await response.json().catch(() => null))
  if (!parsed.success) throw new FinanceQuoteError(`${name} sent an answer of an unknown shape`)
  return parsed.data
}
