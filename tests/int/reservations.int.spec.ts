import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import type { Pool } from 'pg'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { reservationAmounts } from '../../src/domain/reservation'
import { databasePoolOf } from '../../src/platform/database'
import { runSeed } from '../../src/seed/run-seed'
import { getTestPayload } from '../helpers/payload'
import { demoSeedFiles } from '../helpers/seed'
import { feedCar } from '../helpers/stock'

// The offline mailbox (no SMTP_URL) in a folder of this test's own, set before src/platform/env loads.
const MAILBOX = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? '/tmp'}/reservations-mailbox-${process.pid}-${Date.now()}`
  process.env.MAILBOX_DIR = dir
  delete process.env.SMTP_URL
  return dir
})

const reservations = await import('../../src/features/reservations')
const { stripePayments } = await import('../../src/features/reservations/payments/stripe-payments')
const { payAtDealership } = await import('../../src/features/reservations/payments/pay-at-dealership')
const { getStockSearch } = await import('../../src/features/search')
const { runLeadOutbox } = await import('../../src/features/leads/outbox')
const { deliverThroughConfiguredChannels } = await import('../../src/features/leads/delivery')

/** Issue 19: reservations hold a car once, the checkout endpoint, Stripe's webhook and refunds. */
const SITE = 'sunset-coast-cars-and-caravans'
const HOST = `${SITE}.localhost:3000`
const WEBHOOK_SECRET = 'whsec_reservations_int'
let payload: Payload
let pool: Pool
let siteId: number
let ip = 10

/** A local stand-in for api.stripe.com that records every call and answers like Stripe. */
const calls: Array<{ path: string; idempotencyKey: string | undefined; body: URLSearchParams }> = []
let stripeServer: Server
const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = ''
    request.on('data', (chunk) => (text += chunk))
    request.on('end', () => resolve(text))
  })

const cars = [
  feedCar('RES1', { dealership_slug: 'sunset-coast-cars', price: 41_990 }),
  feedCar('RES2', { dealership_slug: 'sunset-coast-cars', price: 25_500 }),
  feedCar('RES3', { dealership_slug: 'sunset-coast-cars', price: 33_000 }),
]

const slugs = cars.map((car) => String(car.slug))

beforeAll(async () => {
  payload = await getTestPayload()
  await runSeed(payload, demoSeedFiles())
  pool = databasePoolOf(payload)
  siteId = (await payload.find({ collection: 'sites', where: { slug: { equals: SITE } }, overrideAccess: true, depth: 0 })).docs[0]!.id
  await (await getStockSearch()).importFeed(SITE, cars, 'partial')
  stripeServer = createServer(async (request, response) => {
    const body = new URLSearchParams(await readBody(request))
    calls.push({ path: request.url ?? '', idempotencyKey: request.headers['idempotency-key'] as string | undefined, body })
    response.setHeader('content-type', 'application/json')
    if (request.url === '/v1/checkout/sessions')
      response.end(
        JSON.stringify({
          id: `cs_test_${calls.length}`,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/pay/cs_test_${calls.length}`,
          amount_total: Number(body.get('line_items[0][price_data][unit_amount]')),
          payment_status: 'unpaid',
          status: 'open',
        }),
      )
    else if (request.url === '/v1/refunds')
      response.end(
        JSON.stringify({
          id: `re_test_${calls.length}`,
          object: 'refund',
          amount: Number(body.get('amount')),
          payment_intent: body.get('payment_intent'),
          status: 'succeeded',
        }),
      )
    else response.writeHead(404).end(JSON.stringify({ error: { message: 'unknown' } }))
  })
  await new Promise<void>((resolve) => stripeServer.listen(0, '127.0.0.1', resolve))
})

afterAll(() => new Promise<void>((resolve) => stripeServer.close(() => resolve())))

const stripe = () =>
  stripePayments({
    secretKey: 'sk_test_reservations',
    webhookSecret: WEBHOOK_SECRET,
    host: '127.0.0.1',
    port: (stripeServer.address() as AddressInfo).port,
    protocol: 'http',
  })
const site = async () => (await import('../../src/platform/sites')).getSiteForHost(HOST)
const noDelivery = async () => undefined

const details = (n: number) => ({
  firstName: `Shopper${n}`,
  lastName: 'Racer',
  email: `racer${n}@reservations-int.example`,
  phone: '0412 345 678',
  postcode: '4217',
  optIn: false,
})
const answers = (n: number) => ({
  details: details(n),
  tradeIn: { hasTradeIn: true, rego: 'abc 123', km: '85,000' },
  balance: { method: 'finance' },
  pickup: { method: 'delivery', postcode: '4000' },
})

const checkout = async (body: unknown, payments = payAtDealership()) => {
  const request = new Request(`http://${HOST}/api/checkout`, {
    method: 'POST',
    headers: { host: HOST, origin: `http://${HOST}`, 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${ip++}` },
    body: JSON.stringify(body),
  })
  const response = await reservations.checkoutResponse(request, {
    site: await site(),
    payload,
    payments,
    afterResponse: () => undefined,
    deliverSoon: noDelivery,
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const reservationOf = async (reference: string) =>
  (await payload.find({ collection: 'reservations', where: { reference: { equals: reference } }, overrideAccess: true, depth: 0 })).docs[0]!

const attempt = (carId: string, shopper: number, now = new Date()) =>
  reservations.takeCarForReservation(payload, {
    siteId,
    journey: 'reserve',
    car: { id: carId, slug: `car-${carId}`, name: `Car ${carId}` },
    contact: { customerId: null, ...details(shopper) },
    amounts: reservationAmounts({ price: 41_990 }),
    answers: {},
    provider: 'stripe',
    heldMinutes: 30,
    now,
    lead: (reference) => ({
      form: 'reservation',
      firstName: `Shopper${shopper}`,
      email: `racer${shopper}@reservations-int.example`,
      phone: '0412 345 678',
      message: reference,
      source: 'Website',
    }),
  })

describe('one car, one reservation (issue 19)', () => {
  it('20 concurrent attempts on one car make exactly one reservation with one lead; the others are told it was just reserved', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => attempt('race-1', i)))
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.reason)).toEqual(Array(19).fill('reserved'))
    const { rows } = await pool.query("SELECT count(*)::int AS n, min(deposit_cents)::int AS deposit FROM reservations WHERE car_id = 'race-1'")
    expect(rows[0]).toEqual({ n: 1, deposit: 20_000 })
    const winner = results.find((r) => r.ok)!
    const leads = await pool.query(
      "SELECT count(*)::int AS n FROM leads WHERE form = 'reservation' AND email LIKE 'racer%@reservations-int.example' AND message LIKE 'R-%'",
    )
    expect(leads.rows[0].n).toBe(1)
    const deliveries = await pool.query<{ channel: string }>('SELECT channel FROM lead_deliveries WHERE lead_id = $1', [winner.ok && winner.reservation.leadId])
    expect(deliveries.rows.map((row) => row.channel)).toContain('shopper-email')
  })

  it('expiry releases an unpaid car once across two workers, and the car can then be reserved again', async () => {
    const madeAt = new Date(Date.now() - 31 * 60_000)
    expect((await attempt('expire-1', 1, madeAt)).ok).toBe(true)
    expect((await attempt('expire-1', 2)).ok).toBe(false)
    const [first, second] = await Promise.all([reservations.expireReservations(pool), reservations.expireReservations(pool)])
    expect([...first!, ...second!].filter((row) => row.carId === 'expire-1')).toHaveLength(1)
    expect((await attempt('expire-1', 3)).ok).toBe(true)
  })
})

describe('the checkout endpoint checks every step on the server and reserves at the deposit (issue 19)', () => {
  it("refuses wrong details with the lead form's messages and tells the page which step to go back to", async () => {
    const { status, body } = await checkout({ car: slugs[0]!, step: 'details', answers: { details: { ...details(1), phone: '12', email: 'nope' } } })
    expect(status).toBe(400)
    expect(body.step).toBe('details')
    expect((body.errors as Array<{ field: string }>).map((e) => e.field).sort()).toEqual(['email', 'phone'])
  })

  it('a pickup by delivery needs a postcode; a complete answer passes', async () => {
    expect((await checkout({ car: slugs[0]!, step: 'pickup', answers: { ...answers(1), pickup: { method: 'delivery' } } })).body.step).toBe('pickup')
    expect(await checkout({ car: slugs[0]!, step: 'pickup', answers: answers(1) })).toEqual({ status: 200, body: { ok: true } })
  })

  it('reserves at the deposit step, shows the car RESERVED in the index, and the next shopper gets the spec-like message', async () => {
    const attribution = {
      landingPage: '/special-offers',
      referrerClass: 'search',
      clicked: 'promo:3',
      clickedLabel: 'Reserve online offer',
      visit: 'reserveVisit01',
    }
    const first = await checkout({ car: slugs[0]!, step: 'deposit', answers: answers(1), context: { attribution } })
    expect(first.status).toBe(201)
    expect(first.body.next).toEqual({ kind: 'pay-at-dealership' })
    const reservation = await reservationOf(String(first.body.reference))
    // The reservation's lead says what brought the buyer (Insights).
    const lead = await payload.findByID({ collection: 'leads', id: reservation.lead as number, depth: 0, overrideAccess: true })
    expect(lead.attribution).toMatchObject(attribution)
    expect(reservation).toMatchObject({ status: 'pending-payment', priceCents: 4_199_000, depositCents: 20_000, carId: 'RES1' })
    // Paying at the dealership: the car is held for the hold window (48 h), not the online payment's 30 minutes.
    expect(new Date(reservation.expiresAt!).getTime() - Date.now()).toBeGreaterThan(47 * 3_600_000)
    expect((await (await getStockSearch()).findListedCar(SITE, slugs[0]!))!.car.reserved).toBe(true)

    const second = await checkout({ car: slugs[0]!, step: 'deposit', answers: answers(2) })
    expect(second).toMatchObject({ status: 409, body: { message: 'This car has just been reserved by another buyer.' } })
    const earlierStep = await checkout({ car: slugs[0]!, step: 'details', answers: answers(3) })
    expect(earlierStep.status).toBe(409)
  })
})

describe('Stripe: deposits through the payment port, confirmed only by the signed webhook (issue 19)', () => {
  const webhook = async (event: unknown, { secret = WEBHOOK_SECRET, tamper = false } = {}) => {
    const text = JSON.stringify(event)
    const header = new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload: text, secret })
    const request = new Request(`http://${HOST}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'stripe-signature': header, 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
      body: tamper ? text.replace('"paid"', '"unpaid"') : text,
    })
    const response = await reservations.paymentWebhookResponse(request, { payload, payments: stripe(), deliverSoon: noDelivery })
    return response.status
  }
  const paidEvent = (id: number, amount: number) => ({
    id: 'evt_test_paid',
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: 'cs_test',
        object: 'checkout.session',
        payment_status: 'paid',
        amount_total: amount,
        payment_intent: 'pi_test_123',
        metadata: { purposeKind: 'reservation-deposit', purposeId: String(id) },
      },
    },
  })

  it('creates the checkout session with an idempotency key; a valid webhook marks it paid once even when delivered three times; a bad signature changes nothing', async () => {
    const made = await checkout({ car: slugs[1]!, step: 'deposit', answers: answers(4) }, stripe())
    expect(made.status).toBe(201)
    const reservation = await reservationOf(String(made.body.reference))
    const session = calls.find((call) => call.path === '/v1/checkout/sessions')!
    expect(session.idempotencyKey).toBe(`reservation-${reservation.id}-deposit`)
    expect(session.body.get('line_items[0][price_data][unit_amount]')).toBe('20000')
    expect(made.body.next).toMatchObject({ kind: 'redirect', url: expect.stringContaining('https://checkout.stripe.test/') })
    expect(reservation).toMatchObject({ status: 'pending-payment', payment: { provider: 'stripe' } })
    expect(new Date(reservation.expiresAt!).getTime() - Date.now()).toBeLessThanOrEqual(30 * 60_000)

    expect(await webhook(paidEvent(reservation.id, 20_000), { tamper: true })).toBe(400)
    expect(await webhook(paidEvent(reservation.id, 20_000), { secret: 'whsec_someone_else' })).toBe(400)
    expect((await reservationOf(reservation.reference)).status).toBe('pending-payment')

    expect([
      await webhook(paidEvent(reservation.id, 20_000)),
      await webhook(paidEvent(reservation.id, 20_000)),
      await webhook(paidEvent(reservation.id, 20_000)),
    ]).toEqual([200, 200, 200])
    const paid = await reservationOf(reservation.reference)
    expect(paid).toMatchObject({ status: 'paid', payment: { paymentReference: 'pi_test_123' } })
    expect((paid.history as Array<{ action: string }>).filter((entry) => entry.action === 'deposit paid')).toHaveLength(1)
    const mails = await pool.query("SELECT count(*)::int AS n FROM lead_deliveries WHERE lead_id = $1 AND channel = 'shopper-email'", [paid.lead])
    expect(mails.rows[0].n).toBe(2)
  })

  it("a dealer's Cancel and refund calls the port with an idempotency key, releases the car and emails the shopper", async () => {
    const made = await checkout({ car: slugs[2]!, step: 'deposit', answers: answers(5) }, stripe())
    const reservation = await reservationOf(String(made.body.reference))
    await reservations.recordDepositPaid({ payload, payments: stripe(), deliverSoon: noDelivery }, reservation.id, 'pi_test_refund')
    const result = await reservations.applyReservationAction(
      { payload, payments: stripe(), deliverSoon: noDelivery },
      reservation.id,
      'cancel',
      'sales@sunset.example',
    )
    expect(result).toEqual({ ok: true, status: 'refunded' })
    const refund = calls.find((call) => call.path === '/v1/refunds')!
    expect(refund).toMatchObject({ idempotencyKey: `reservation-${reservation.id}-refund` })
    expect(refund.body.get('payment_intent')).toBe('pi_test_refund')
    expect(refund.body.get('amount')).toBe('20000')
    expect((await (await getStockSearch()).findListedCar(SITE, slugs[2]!))!.car.reserved).toBe(false)

    await runLeadOutbox({ payload, pool, deliver: deliverThroughConfiguredChannels }, { leadId: (await reservationOf(reservation.reference)).lead as number })
    const mail = readdirSync(MAILBOX)
      .map((name) => readFileSync(path.join(MAILBOX, name), 'utf8'))
      .filter((raw) => /^To: racer5@reservations-int\.example$/im.test(raw))
    expect(mail.some((raw) => /Subject: Reservation cancelled and refunded/.test(raw))).toBe(true)
    // A refund can be asked once: the reservation has ended.
    expect(
      await reservations.applyReservationAction({ payload, payments: stripe(), deliverSoon: noDelivery }, reservation.id, 'cancel', 'sales@sunset.example'),
    ).toMatchObject({ ok: false, status: 409 })
  })
})

describe('online payment: a dealer-issued amount found by reference and email, paid through the port (issue 19)', () => {
  const HARBOUR = 'harbour-city-auto.localhost:3000'
  const pay = async (body: unknown, { host = HARBOUR, payments = stripe(), now }: { host?: string; payments?: ReturnType<typeof stripe>; now?: Date } = {}) => {
    const request = new Request(`http://${host}/api/online-payment`, {
      method: 'POST',
      headers: { host, origin: `http://${host}`, 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${ip++}` },
      body: JSON.stringify(body),
    })
    const { getSiteForHost } = await import('../../src/platform/sites')
    const response = await reservations.onlinePaymentResponse(request, { site: await getSiteForHost(host), payload, payments, now })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  it('finds the seeded invoice whatever the case of reference and email; a wrong email or another site gets one message', async () => {
    expect(await pay({ reference: 'inv-20431', email: 'Jordan.Lee@example.com' }, { payments: payAtDealership() })).toMatchObject({
      status: 200,
      body: { reference: 'INV-20431', amountCents: 38_900, status: 'awaiting-payment', provider: 'pay-at-dealership' },
    })
    const wrong = await pay({ reference: 'INV-20431', email: 'someone@example.com' })
    expect(wrong).toEqual({
      status: 404,
      body: expect.objectContaining({
        message: 'We could not find an amount to pay with that reference and email. Check both against your invoice, or call us.',
      }),
    })
    expect((await pay({ reference: 'INV-20431', email: 'jordan.lee@example.com' }, { host: HOST })).status).toBe(404)
    expect((await pay({ reference: '', email: 'nope' })).status).toBe(400)
  })

  it('paying opens the provider with an idempotency key that a second click repeats; the signed webhook marks it paid once', async () => {
    const now = new Date()
    const first = await pay({ reference: 'PO-7781', email: 'sam.nguyen@example.com', pay: true }, { now })
    expect(first.body.next).toMatchObject({ kind: 'redirect' })
    await pay({ reference: 'PO-7781', email: 'sam.nguyen@example.com', pay: true }, { now })
    const sessions = calls.filter((call) => call.path === '/v1/checkout/sessions' && call.body.get('metadata[purposeKind]') === 'online-payment')
    expect(sessions).toHaveLength(2)
    expect(sessions[0]!.idempotencyKey).toMatch(/^online-payment-\d+-41450-\d+$/)
    expect(sessions[1]!.idempotencyKey).toBe(sessions[0]!.idempotencyKey)
    expect(sessions[1]!.body.get('expires_at')).toBe(sessions[0]!.body.get('expires_at'))

    const id = Number(sessions[0]!.body.get('metadata[purposeId]'))
    const event = {
      id: 'evt_online_paid',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_online',
          object: 'checkout.session',
          payment_status: 'paid',
          amount_total: 41_450,
          payment_intent: 'pi_online_1',
          metadata: { purposeKind: 'online-payment', purposeId: String(id) },
        },
      },
    }
    const deliver = async () => {
      const text = JSON.stringify(event)
      const header = new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload: text, secret: WEBHOOK_SECRET })
      const response = await reservations.paymentWebhookResponse(
        new Request(`http://${HOST}/api/payments/webhook`, {
          method: 'POST',
          headers: { 'stripe-signature': header, 'x-forwarded-for': '203.0.113.9' },
          body: text,
        }),
        { payload, payments: stripe(), deliverSoon: noDelivery },
      )
      return ((await response.json()) as { outcome?: string }).outcome
    }
    expect([await deliver(), await deliver()]).toEqual(['paid', 'already-paid'])
    const { rows } = await pool.query('SELECT status, payment_reference FROM payment_requests WHERE id = $1', [id])
    expect(rows[0]).toEqual({ status: 'paid', payment_reference: 'pi_online_1' })
    expect((await pay({ reference: 'PO-7781', email: 'sam.nguyen@example.com', pay: true })).body).toMatchObject({ status: 'paid' })
  })
})

describe('buy online is a purchase: the whole price, how the balance is paid, the contract confirmed (issue 41 item 5)', () => {
  const HARBOUR = 'harbour-city-auto.localhost:3000'
  const harbourCars = [feedCar('HCP1', { price: 21_990, vin: 'KNAPU81BMP7123456' }), feedCar('HCP2', { price: 8_990 }), feedCar('HCP3', { price: 27_500 })]
  const [bankTransferCar, cardCar, racedCar] = harbourCars.map((car) => String(car.slug)) as [string, string, string]
  const buy = async (body: Record<string, unknown>, payments = payAtDealership()) => {
    const request = new Request(`http://${HARBOUR}/api/checkout`, {
      method: 'POST',
      headers: { host: HARBOUR, origin: `http://${HARBOUR}`, 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${ip++}` },
      body: JSON.stringify({ journey: 'buy-online', ...body }),
    })
    const { getSiteForHost } = await import('../../src/platform/sites')
    const response = await reservations.checkoutResponse(request, {
      site: await getSiteForHost(HARBOUR),
      payload,
      payments,
      afterResponse: () => undefined,
      deliverSoon: noDelivery,
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const purchaseAnswers = (n: number, method: string, contract: unknown = { accepted: true }) => ({
    details: details(n),
    tradeIn: { hasTradeIn: true, rego: 'abc 123', km: '85,000' },
    balance: { method },
    pickup: { method: 'delivery', postcode: '4000' },
    contract,
  })

  beforeAll(async () => {
    await (await getStockSearch()).importFeed('harbour-city-auto', harbourCars, 'partial')
  })

  it("a balance by card over the site's card limit, or with no online payments, is refused at the Payment step with a message", async () => {
    const refused = await buy({ car: bankTransferCar, step: 'balance', answers: purchaseAnswers(20, 'card') }, stripe())
    expect(refused).toMatchObject({
      status: 400,
      body: { step: 'balance', errors: [{ field: 'method', message: 'That way of paying is not offered for this car. Please choose one of the ways shown.' }] },
    })
    expect((await buy({ car: cardCar, step: 'balance', answers: purchaseAnswers(20, 'card') })).status).toBe(400)
    expect(await buy({ car: cardCar, step: 'balance', answers: purchaseAnswers(20, 'card') }, stripe())).toEqual({ status: 200, body: { ok: true } })
    expect(await buy({ car: bankTransferCar, step: 'balance', answers: purchaseAnswers(20, 'bank-transfer') })).toEqual({ status: 200, body: { ok: true } })
    // A reservation's rough plans are not a purchase's ways to pay, and a purchase has no deposit step.
    expect((await buy({ car: bankTransferCar, step: 'balance', answers: purchaseAnswers(20, 'undecided') })).body.step).toBe('balance')
    expect((await buy({ car: bankTransferCar, step: 'deposit', answers: purchaseAnswers(20, 'bank-transfer') })).status).toBe(400)
  })

  it('Buy this car without the contract ticked takes nothing; ticked, the purchase is stored with its balance method, balance and acceptance time', async () => {
    const unticked = await buy({ car: bankTransferCar, step: 'contract', answers: purchaseAnswers(21, 'bank-transfer', { accepted: false }) })
    expect(unticked).toMatchObject({
      status: 400,
      body: {
        step: 'contract',
        errors: [{ field: 'accepted', message: 'Please tick the box to confirm you have read the summary and agree to buy this car.' }],
      },
    })
    expect((await (await getStockSearch()).findListedCar('harbour-city-auto', bankTransferCar))!.car.reserved).toBe(false)

    const before = Date.now()
    const bought = await buy({ car: bankTransferCar, step: 'contract', answers: purchaseAnswers(21, 'bank-transfer') })
    expect(bought.status).toBe(201)
    expect(bought.body.confirmationHref).toMatch(/^\/checkout-journey\?car_id=.+&step=confirmation&reservation=/)
    const purchase = await reservationOf(String(bought.body.reference))
    // $21,990 drive away, $500 deposit (the site's), the $21,490 balance by bank transfer.
    expect(purchase).toMatchObject({
      journey: 'buy-online',
      status: 'pending-payment',
      priceCents: 2_199_000,
      depositCents: 50_000,
      purchase: { balanceMethod: 'bank-transfer', balanceCents: 2_149_000 },
    })
    expect(new Date(purchase.purchase!.contractAcceptedAt!).getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(new Date(purchase.purchase!.contractAcceptedAt!).getTime()).toBeLessThanOrEqual(Date.now())
    const contract = (purchase.answers as { contract: { rows: { label: string; value: string }[]; terms: string; acceptedAt: string } }).contract
    expect(contract.acceptedAt).toBe(purchase.purchase!.contractAcceptedAt)
    expect(Object.fromEntries(contract.rows.map((row) => [row.label, row.value]))).toMatchObject({
      Seller: expect.stringContaining('Harbour City Kia'),
      Car: expect.stringContaining('VIN KNAPU81BMP7123456, stock number THCP1'),
      'Drive-away price': '$21,990.00',
      'Trade-in': expect.stringContaining('as you declared it'),
      Balance: '$21,490.00',
      'Balance paid by': expect.stringContaining('BSB 064-118, account 10482736'),
    })
    expect((await (await getStockSearch()).findListedCar('harbour-city-auto', bankTransferCar))!.car.reserved).toBe(true)

    // The dealer's lead and the shopper's email say purchase, not reservation.
    const lead = await payload.findByID({ collection: 'leads', id: purchase.lead as number, overrideAccess: true, depth: 0 })
    expect(lead).toMatchObject({ form: 'reservation', category: 'Buy Online', subcategory: 'buy-online' })
    expect(lead.message).toMatch(/^Online purchase R-/)
    expect(lead.message).toContain('Balance: bank transfer to the dealership')
    await runLeadOutbox({ payload, pool, deliver: deliverThroughConfiguredChannels }, { leadId: lead.id })
    const mails = readdirSync(MAILBOX).map((name) => readFileSync(path.join(MAILBOX, name), 'utf8'))
    expect(mails.some((raw) => /^To: racer21@reservations-int\.example$/im.test(raw) && raw.includes(`Subject: Your purchase: `))).toBe(true)
    const crm = mails.find((raw) => /^To: leads@crm\.harbourcitykia\.com\.au$/im.test(raw) && raw.includes(String(bought.body.reference)))!
    expect(crm).toContain('<service>Website lead form (Buy Online)</service>')
    expect(crm).toContain(`Online purchase ${bought.body.reference}`)
  })

  it('by card within the limit, the payment port is asked for everything due at once; paid, the purchase is paid in full, and a refund gives all of it back', async () => {
    const bought = await buy({ car: cardCar, step: 'contract', answers: { ...purchaseAnswers(22, 'card'), tradeIn: { hasTradeIn: false } } }, stripe())
    expect(bought.status).toBe(201)
    const purchase = await reservationOf(String(bought.body.reference))
    const session = calls.filter((call) => call.path === '/v1/checkout/sessions').find((call) => call.body.get('metadata[purposeId]') === String(purchase.id))!
    // $8,990: the $500 deposit and the $8,490 balance in one card payment.
    expect(session.body.get('line_items[0][price_data][unit_amount]')).toBe('899000')
    expect(session.idempotencyKey).toBe(`reservation-${purchase.id}-payment-in-full`)
    expect(purchase).toMatchObject({ purchase: { balanceMethod: 'card', balanceCents: 849_000 }, payment: { provider: 'stripe', amountCents: 899_000 } })

    await reservations.recordDepositPaid({ payload, payments: stripe(), deliverSoon: noDelivery }, purchase.id, 'pi_test_in_full')
    expect((await reservationOf(purchase.reference)).status).toBe('paid')
    expect(
      await reservations.applyReservationAction({ payload, payments: stripe(), deliverSoon: noDelivery }, purchase.id, 'cancel', 'sales@harbour.example'),
    ).toEqual({ ok: true, status: 'refunded' })
    const refund = calls.find((call) => call.path === '/v1/refunds' && call.body.get('payment_intent') === 'pi_test_in_full')!
    expect(refund.body.get('amount')).toBe('899000')
  })

  it('10 buyers pressing Buy this car on one car at once: exactly one purchase, the others told it was just taken', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => buy({ car: racedCar, step: 'contract', answers: purchaseAnswers(40 + i, 'bank-transfer') })),
    )
    expect(results.filter((result) => result.status === 201)).toHaveLength(1)
    expect(results.filter((result) => result.status === 409).map((result) => result.body.message)).toEqual(
      Array(9).fill('This car has just been reserved by another buyer.'),
    )
    const { rows } = await pool.query("SELECT count(*)::int AS n FROM reservations WHERE car_id = 'HCP3' AND journey = 'buy-online'")
    expect(rows[0].n).toBe(1)
  })
})
