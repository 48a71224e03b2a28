import { describe, expect, it } from 'vitest'

import { quoteFinance } from '@/domain/finance-quote'

import { financeQuoteRequestSchema, toFinanceQuoteInput } from './quote-request'
import { createHttpQuoteSource, createRateTableQuoteSource, FinanceQuoteError } from './quote-source'

const input = toFinanceQuoteInput(financeQuoteRequestSchema.parse({ purchasePrice: 35_000, year: 2024, vin: 'JTMW1RFV40D012345', whoIsHelping: 'Sam' }))

/** A stand-in for the lender's service: records what it was sent and answers with `status` and `body`. */
function lender(status: number, body: unknown) {
  const calls: Array<{ url: string; init: RequestInit }> = []
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init })
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  }) as unknown as typeof globalThis.fetch
  return { calls, fetch }
}

describe('quote request (spec §7 payload)', () => {
  it('defaults to the site’s GREAT score and a 5-year term, and reads bands in any case', () => {
    expect(input).toMatchObject({ creditScore: 'GREAT', loanTermYears: 5, purchasePrice: 35_000, year: 2024, vin: 'JTMW1RFV40D012345', nvic: null })
    expect(financeQuoteRequestSchema.parse({ purchasePrice: 9_000, year: 2019, selfAssessedCreditScore: ' poor ' }).selfAssessedCreditScore).toBe('POOR')
  })
})

describe('rate table quote source (offline default)', () => {
  it('answers the domain quote for the clock it is given', async () => {
    const now = new Date('2026-03-01T00:00:00Z')
    expect(await createRateTableQuoteSource(() => now).quote(input)).toEqual(quoteFinance(input, now))
  })
})

describe('HTTP quote source (FINANCE_QUOTE_URL)', () => {
  it('posts the spec’s field names with the API key and reads the three figures', async () => {
    const service = lender(200, { weeklyRepaymentAmount: '149', comparisonRate: 8.19, advertisedRate: 6.29, extra: true })
    const source = createHttpQuoteSource({ url: 'https://quotes.example.test/quote', apiKey: 'key-123', fetch: service.fetch })
    expect(await source.quote(input)).toEqual({ weeklyRepaymentAmount: 149, comparisonRate: 8.19, advertisedRate: 6.29 })
    const [call] = service.calls
    expect(call!.url).toBe('https://quotes.example.test/quote')
    expect(call!.init.method).toBe('POST')
    expect((call!.init.headers as Record<string, string>).authorization).toBe('Bearer key-123')
    expect(JSON.parse(call!.init.body as string)).toEqual({
      selfAssessedCreditScore: 'GREAT',
      purchasePrice: 35_000,
      loanTerm: 5,
      year: 2024,
      vin: 'JTMW1RFV40D012345',
      whoIsHelping: 'Sam',
    })
  })

  it('reads 404 and 422 as "no quote for this car"', async () => {
    for (const status of [404, 422])
      expect(await createHttpQuoteSource({ url: 'https://q.test', apiKey: 'k', fetch: lender(status, {}).fetch }).quote(input)).toBeNull()
  })

  it('fails with FinanceQuoteError on a server error or an answer of another shape', async () => {
    await expect(createHttpQuoteSource({ url: 'https://q.test', apiKey: 'k', fetch: lender(500, {}).fetch }).quote(input)).rejects.toThrow(FinanceQuoteError)
    await expect(createHttpQuoteSource({ url: 'https://q.test', apiKey: 'k', fetch: lender(200, { weekly: 10 }).fetch }).quote(input)).rejects.toThrow(
      /unknown shape/,
    )
  })
})
