import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { quoteLenderPanel, STANDARD_LENDER_PANEL } from '@/domain/finance-lenders'

import { createHttpLenderQuoteSource, createLenderPanelQuoteSource, type LenderQuoteInput } from './lender-quote-source'
import { FinanceQuoteError } from './quote-source'

// Issue 21 "Personalised finance": per-lender quotes through the finance-quotes port, offline default and production adapter.
const input: LenderQuoteInput = {
  priceDollars: 42_000,
  depositDollars: 4_000,
  termYears: 5,
  balloonDollars: 8_000,
  creditBand: 'GOOD',
  carAgeYears: 2,
  year: 2024,
  vin: 'JTMW1RFV40D012345',
  nvic: null,
}

/** A local stand-in for the lender panel's service: records each request and answers as told. */
async function recordingServer(answer: (body: unknown) => { status: number; body: unknown }) {
  const requests: Array<{ headers: IncomingMessage['headers']; body: unknown }> = []
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'))
    requests.push({ headers: request.headers, body })
    const { status, body: out } = answer(body)
    response.writeHead(status, { 'content-type': 'application/json' }).end(typeof out === 'string' ? out : JSON.stringify(out))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  servers.push(server)
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/lender-quotes`, requests }
}
const servers: Array<ReturnType<typeof createServer>> = []
afterEach(() => Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve)))))

describe('lender panel (offline default)', () => {
  it("prices the site's lenders with the domain maths", async () => {
    expect(await createLenderPanelQuoteSource().quotes(input, STANDARD_LENDER_PANEL)).toEqual(quoteLenderPanel(STANDARD_LENDER_PANEL, input))
  })
})

describe('HTTP lender quotes (FINANCE_LENDER_QUOTES_URL)', () => {
  const serviceQuote = (lenderId: string, totalPayable: number) => ({
    lenderId,
    lenderName: lenderId.toUpperCase(),
    interestRate: '8.5',
    comparisonRate: 9.1,
    paymentWeek: 180,
    paymentMonth: 780,
    totalPayable,
    termMonths: 60,
    termWeeks: 260,
    amountFinanced: 38_000,
  })

  it('posts the loan and the panel with the API key, and reads the quotes cheapest first', async () => {
    const service = await recordingServer(() => ({ status: 200, body: { quotes: [serviceQuote('b', 55_000), serviceQuote('dealer-finance', 51_000)] } }))
    const quotes = await createHttpLenderQuoteSource({ url: service.url, apiKey: 'key-123' }).quotes(input, STANDARD_LENDER_PANEL)
    expect(quotes.map((quote) => quote.lenderId)).toEqual(['dealer-finance', 'b'])
    expect(quotes[0]).toMatchObject({
      interestRate: 8.5,
      termYears: 5,
      deposit: 4_000,
      balloon: 8_000,
      establishmentFees: 0,
      disclaimer: STANDARD_LENDER_PANEL[0]!.disclaimer,
    })
    const [request] = service.requests
    expect(request!.headers.authorization).toBe('Bearer key-123')
    expect(request!.body).toEqual({
      selfAssessedCreditScore: 'GOOD',
      purchasePrice: 42_000,
      deposit: 4_000,
      balloon: 8_000,
      loanTerm: 5,
      year: 2024,
      vin: 'JTMW1RFV40D012345',
      lenders: STANDARD_LENDER_PANEL.map((lender) => lender.id),
    })
  })

  it('fails with FinanceQuoteError on a server error, an answer of another shape, or no service', async () => {
    const broken = await recordingServer(() => ({ status: 503, body: {} }))
    await expect(createHttpLenderQuoteSource({ url: broken.url, apiKey: 'k' }).quotes(input, STANDARD_LENDER_PANEL)).rejects.toThrow(FinanceQuoteError)
    const odd = await recordingServer(() => ({ status: 200, body: { quotes: [{ lender: 'x' }] } }))
    await expect(createHttpLenderQuoteSource({ url: odd.url, apiKey: 'k' }).quotes(input, STANDARD_LENDER_PANEL)).rejects.toThrow(/unknown shape/)
    await expect(
      createHttpLenderQuoteSource({ url: 'http://127.0.0.1:9/none', apiKey: 'k', timeoutMs: 500 }).quotes(input, STANDARD_LENDER_PANEL),
    ).rejects.toThrow(/unreachable/)
  })
})
