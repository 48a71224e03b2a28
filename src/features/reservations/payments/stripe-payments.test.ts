import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import Stripe from 'stripe'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { payAtDealership } from './pay-at-dealership'
import { paymentsFromEnv, stripeApiBase } from './payments-from-env'
import { PaymentSignatureError, type PaymentRequest } from './port'
import { sessionExpiresAt, stripePayments } from './stripe-payments'

interface Received {
  method: string
  path: string
  headers: IncomingHttpHeaders
  form: URLSearchParams
}

const WEBHOOK_SECRET = 'whsec_test_issue19'
const received: Received[] = []
let server: Server
let port = 0

/** What api.stripe.com would answer, trimmed to the fields a client reads. */
function stripeAnswer(path: string, form: URLSearchParams): { status: number; body: object } {
  if (path === '/v1/checkout/sessions') {
    const id = 'cs_test_a1B2c3D4e5F6g7H8'
    return {
      status: 200,
      body: {
        id,
        object: 'checkout.session',
        mode: 'payment',
        status: 'open',
        payment_status: 'unpaid',
        currency: 'aud',
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        amount_subtotal: Number(form.get('line_items[0][price_data][unit_amount]')),
        client_reference_id: form.get('client_reference_id'),
        customer_email: form.get('customer_email'),
        expires_at: Number(form.get('expires_at')),
        metadata: { purposeKind: form.get('metadata[purposeKind]'), purposeId: form.get('metadata[purposeId]') },
        payment_intent: null,
        livemode: false,
        success_url: form.get('success_url'),
        cancel_url: form.get('cancel_url'),
        url: `https://checkout.stripe.com/c/pay/${id}#fidkdWxOYHwnPyd1blpxYHZxWjA0`,
      },
    }
  }
  if (path === '/v1/refunds') {
    return {
      status: 200,
      body: {
        id: 're_3QxYz2AbCdEf1234',
        object: 'refund',
        amount: Number(form.get('amount')),
        currency: 'aud',
        payment_intent: form.get('payment_intent'),
        status: 'succeeded',
      },
    }
  }
  return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (POST: ${path})` } } }
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
      const path = request.url ?? ''
      received.push({ method: request.method ?? '', path, headers: request.headers, form })
      const { status, body } = stripeAnswer(path, form)
      response.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': 'req_test' }).end(JSON.stringify(body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

beforeEach(() => {
  received.length = 0
})

const adapter = () => stripePayments({ secretKey: 'sk_test_issue19', webhookSecret: WEBHOOK_SECRET, host: '127.0.0.1', port, protocol: 'http' })

const request = (overrides: Partial<PaymentRequest> = {}): PaymentRequest => ({
  purpose: { kind: 'reservation-deposit', id: 42 },
  amountCents: 50_000,
  description: 'Deposit for 2022 Toyota HiLux SR5 (R-7KQ2M9X)',
  customerEmail: 'sam@example.com',
  successUrl: 'https://dealer.example/reserve/R-7KQ2M9X/paid',
  cancelUrl: 'https://dealer.example/reserve/R-7KQ2M9X',
  // Shorter than Stripe allows, so the adapter must stretch it.
  expiresAt: new Date(Date.now() + 15 * 60_000),
  idempotencyKey: 'reservation-42-deposit',
  ...overrides,
})

describe('stripePayments.startPayment (issue 19, spec §2 payment strip)', () => {
  it('creates a Checkout Session with the amount, AUD, metadata and URLs under the given idempotency key', async () => {
    const before = Math.floor(Date.now() / 1000)
    const start = await adapter().startPayment(request())
    expect(start).toEqual({
      kind: 'redirect',
      url: 'https://checkout.stripe.com/c/pay/cs_test_a1B2c3D4e5F6g7H8#fidkdWxOYHwnPyd1blpxYHZxWjA0',
      providerReference: 'cs_test_a1B2c3D4e5F6g7H8',
    })
    expect(received).toHaveLength(1)
    const [call] = received
    expect(call!.method).toBe('POST')
    expect(call!.path).toBe('/v1/checkout/sessions')
    expect(call!.headers['idempotency-key']).toBe('reservation-42-deposit')
    expect(call!.headers.authorization).toBe('Bearer sk_test_issue19')
    const form = Object.fromEntries(call!.form)
    expect(form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'aud',
      'line_items[0][price_data][unit_amount]': '50000',
      'line_items[0][price_data][product_data][name]': 'Deposit for 2022 Toyota HiLux SR5 (R-7KQ2M9X)',
      customer_email: 'sam@example.com',
      client_reference_id: 'reservation-deposit:42',
      'metadata[purposeKind]': 'reservation-deposit',
      'metadata[purposeId]': '42',
      'payment_intent_data[metadata][purposeKind]': 'reservation-deposit',
      'payment_intent_data[metadata][purposeId]': '42',
      success_url: 'https://dealer.example/reserve/R-7KQ2M9X/paid',
      cancel_url: 'https://dealer.example/reserve/R-7KQ2M9X',
    })
    expect(Number(form.expires_at)).toBeGreaterThanOrEqual(before + 30 * 60)
    // Left unset so the dashboard decides: cards, Apple Pay, Google Pay.
    expect([...call!.form.keys()].some((key) => key.startsWith('payment_method_types'))).toBe(false)
  })

  it('sends the same Idempotency-Key when the same payment is started again', async () => {
    await adapter().startPayment(request())
    await adapter().startPayment(request())
    expect(received.map((call) => call.headers['idempotency-key'])).toEqual(['reservation-42-deposit', 'reservation-42-deposit'])
  })

  it('leaves customer_email out without an email and keeps a later expiry as asked', async () => {
    const expiresAt = new Date(Date.now() + 2 * 60 * 60_000)
    await adapter().startPayment(request({ customerEmail: null, expiresAt, purpose: { kind: 'online-payment', id: 7 } }))
    expect(received[0]!.form.has('customer_email')).toBe(false)
    expect(received[0]!.form.get('client_reference_id')).toBe('online-payment:7')
    expect(received[0]!.form.get('expires_at')).toBe(String(Math.floor(expiresAt.getTime() / 1000)))
    expect(sessionExpiresAt(new Date(0), new Date(1_000_000_000_000))).toBe(1_000_000_000 + 31 * 60)
  })
})

describe('stripePayments.refund (issue 19, spec §2 payment strip)', () => {
  it('refunds the payment intent for the amount under the idempotency key', async () => {
    const result = await adapter().refund({ paymentReference: 'pi_3QxYz2AbCdEf1234', amountCents: 50_000, idempotencyKey: 'reservation-42-refund' })
    expect(result).toEqual({ refundReference: 're_3QxYz2AbCdEf1234' })
    expect(received).toHaveLength(1)
    expect(received[0]!.path).toBe('/v1/refunds')
    expect(received[0]!.headers['idempotency-key']).toBe('reservation-42-refund')
    expect(Object.fromEntries(received[0]!.form)).toEqual({ payment_intent: 'pi_3QxYz2AbCdEf1234', amount: '50000' })
  })

  it('calls nothing when no money was taken online', async () => {
    expect(await adapter().refund({ paymentReference: null, amountCents: 50_000, idempotencyKey: 'k' })).toEqual({ refundReference: null })
    expect(received).toHaveLength(0)
  })
})

describe('stripePayments.readWebhook (issue 19, spec §2 payment strip)', () => {
  const sdk = new Stripe('sk_test_signing_only')
  const event = (type: string, session: Record<string, unknown> = {}) =>
    JSON.stringify({
      id: 'evt_1QxYz2AbCdEf',
      object: 'event',
      api_version: '2026-10-28.endive',
      created: 1_790_000_000,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: {
        object: {
          id: 'cs_test_a1B2c3D4e5F6g7H8',
          object: 'checkout.session',
          mode: 'payment',
          payment_status: 'paid',
          amount_total: 50_000,
          currency: 'aud',
          payment_intent: 'pi_3QxYz2AbCdEf1234',
          metadata: { purposeKind: 'reservation-deposit', purposeId: '42' },
          ...session,
        },
      },
    })
  const signed = (payload: string, secret = WEBHOOK_SECRET, timestamp?: number) => sdk.webhooks.generateTestHeaderString({ payload, secret, timestamp })
  const completed = {
    kind: 'payment-completed',
    eventId: 'evt_1QxYz2AbCdEf',
    purpose: { kind: 'reservation-deposit', id: 42 },
    amountCents: 50_000,
    paymentReference: 'pi_3QxYz2AbCdEf1234',
  }

  it('reads a signed, paid checkout.session.completed as a completed payment', () => {
    const payload = event('checkout.session.completed')
    expect(adapter().readWebhook(payload, signed(payload))).toEqual(completed)
  })

  it('reads async_payment_succeeded, and an expanded payment intent, as completed', () => {
    const payload = event('checkout.session.async_payment_succeeded', { payment_intent: { id: 'pi_3QxYz2AbCdEf1234', object: 'payment_intent' } })
    expect(adapter().readWebhook(payload, signed(payload))).toEqual(completed)
  })

  it('throws PaymentSignatureError for a tampered body, another secret, an old timestamp or no header', () => {
    const payload = event('checkout.session.completed')
    const tampered = payload.replace('"amount_total":50000', '"amount_total":1')
    expect(() => adapter().readWebhook(tampered, signed(payload))).toThrow(PaymentSignatureError)
    expect(() => adapter().readWebhook(payload, signed(payload, 'whsec_someone_else'))).toThrow(PaymentSignatureError)
    expect(() => adapter().readWebhook(payload, signed(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600))).toThrow(PaymentSignatureError)
    expect(() => adapter().readWebhook(payload, null)).toThrow(PaymentSignatureError)
  })

  it('ignores other events, unpaid completions and metadata it cannot trust', () => {
    const cases = [
      event('payment_intent.succeeded'),
      event('checkout.session.completed', { payment_status: 'unpaid' }),
      event('checkout.session.completed', { metadata: { purposeKind: 'gift-card', purposeId: '42' } }),
      event('checkout.session.completed', { metadata: { purposeKind: 'online-payment', purposeId: '4e1' } }),
    ]
    const read = cases.map((payload) => adapter().readWebhook(payload, signed(payload)))
    expect(read[0]).toEqual({ kind: 'ignored', eventId: 'evt_1QxYz2AbCdEf', type: 'payment_intent.succeeded' })
    expect(read.slice(1)).toEqual(Array(3).fill({ kind: 'ignored', eventId: 'evt_1QxYz2AbCdEf', type: 'checkout.session.completed' }))
  })
})

describe('payAtDealership and paymentsFromEnv (issue 19, spec §2 payment strip)', () => {
  it('pay at the dealership takes no money online and trusts no webhook', async () => {
    const port = payAtDealership()
    expect(port.provider).toBe('pay-at-dealership')
    expect(await port.startPayment(request())).toEqual({ kind: 'pay-at-dealership' })
    expect(await port.refund({ paymentReference: null, amountCents: 50_000, idempotencyKey: 'k' })).toEqual({ refundReference: null })
    expect(() => port.readWebhook('{}', 't=1,v1=abc')).toThrow(PaymentSignatureError)
  })

  it('picks Stripe only when both secrets are set', () => {
    expect(paymentsFromEnv({}).provider).toBe('pay-at-dealership')
    expect(paymentsFromEnv({ STRIPE_SECRET_KEY: 'sk_test_x' }).provider).toBe('pay-at-dealership')
    expect(paymentsFromEnv({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_SECRET_KEY: ' ' }).provider).toBe('pay-at-dealership')
    expect(paymentsFromEnv({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }).provider).toBe('stripe')
  })

  it('sends Stripe calls to STRIPE_API_BASE when set', async () => {
    const payments = paymentsFromEnv({ STRIPE_SECRET_KEY: 'sk_test_env', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: `http://127.0.0.1:${port}` })
    expect((await payments.startPayment(request())).kind).toBe('redirect')
    expect(received.map((call) => [call.path, call.headers.authorization])).toEqual([['/v1/checkout/sessions', 'Bearer sk_test_env']])
    expect(stripeApiBase('http://stripe-mock')).toEqual({ host: 'stripe-mock', port: 80, protocol: 'http' })
    expect(stripeApiBase('https://api.stripe.com')).toEqual({ host: 'api.stripe.com', port: 443, protocol: 'https' })
    expect(() => stripeApiBase('ftp://127.0.0.1')).toThrow(/http or https/)
  })
})
