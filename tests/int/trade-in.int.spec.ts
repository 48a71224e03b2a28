import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'

import { databasePoolOf } from '../../src/platform/database'
import { runSeed } from '../../src/seed/run-seed'
import { getTestPayload } from '../helpers/payload'
import { demoSeedFiles } from '../helpers/seed'
import { feedCar } from '../helpers/stock'

const tradeIn = await import('../../src/features/trade-in')
const { leadFormSetup } = await import('../../src/features/leads')
const { getStockSearch } = await import('../../src/features/search')
const { getSiteForHost } = await import('../../src/platform/sites')

/** Issue 20: stock history as market evidence and known plates, the trade-in endpoint, acceptance on the same lead. */
const SITE = 'harbour-city-auto'
const HOST = `${SITE}.localhost:3000`
const OTHER_HOST = 'ridgeline-toyota.localhost:3000'
let payload: Payload
let pool: Pool
let ip = 10
const thisYear = new Date().getFullYear()

// A make and model only this test lists: 12 comparables, priced the way the market prices them (older and more km cost less).
const comparables = Array.from({ length: 12 }, (_, i) =>
  feedCar(`TRD${i}`, {
    slug: `trade-in-int-testa-valuer-${i}`,
    name: `Testa Valuer ${i}`,
    make: 'Testa',
    model: 'Valuer',
    badge: i % 2 ? 'GX' : 'GXL',
    year: thisYear - 3 - (i % 3),
    km: 30_000 + i * 6_000,
    price: Math.round(32_000 * 0.93 ** (3 + (i % 3)) * 0.98 ** ((30_000 + i * 6_000) / 10_000)),
    regplate: `TST${String(i).padStart(3, '0')}`,
    state: 'QLD',
    vin: `JTTESTAVALUER${String(1000 + i)}`,
  }),
)

const post = async (path: string, body: unknown, host = HOST) => {
  const request = new Request(`http://${host}${path}`, {
    method: 'POST',
    headers: { host, origin: `http://${host}`, 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${ip++}` },
    body: JSON.stringify(body),
  })
  const deps = {
    site: await getSiteForHost(host),
    payload,
    ports: tradeIn.tradeInPortsFromEnv(pool),
    afterResponse: () => undefined,
    deliverSoon: async () => undefined,
  }
  const response = path.endsWith('/accept')
    ? await tradeIn.acceptTradeInResponse(request, deps)
    : path === '/api/miscellaneous'
      ? await tradeIn.miscellaneousResponse(request, deps)
      : await tradeIn.tradeInResponse(request, deps)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const catalogue = async (query: string) => {
  const response = await tradeIn.tradeInCatalogueResponse(
    new Request(`http://${HOST}/api/trade-in/catalogue?${query}`, { headers: { host: HOST, 'x-forwarded-for': `198.51.100.${ip++}` } }),
    { site: await getSiteForHost(HOST), payload },
  )
  return ((await response.json()) as { values: string[] }).values
}

const condition = {
  km: '48000',
  answers: {
    'accident-history': 'none',
    'service-history': 'full-logbook',
    tyres: 'good',
    body: 'none',
    interior: 'clean',
    'warning-lights': 'none',
    'finance-owing': 'no',
    keys: 'two-or-more',
  },
}
const details: Record<string, unknown> = {
  firstName: 'Tamsin',
  lastName: 'Trader',
  email: 'tamsin@trade-in-int.example',
  phone: '0412 345 678',
  postcode: '4006',
  optIn: false,
  terms: true,
}

beforeAll(async () => {
  payload = await getTestPayload()
  await runSeed(payload, demoSeedFiles())
  pool = databasePoolOf(payload)
  await (await getStockSearch()).importFeed(SITE, comparables, 'partial')
  // Harbour City has several yards: the shopper says where the car is to be inspected.
  const site = await getSiteForHost(HOST)
  details.location = (
    await payload.find({
      collection: 'locations',
      where: { site: { equals: site!.id }, locationType: { equals: 'sales' } },
      limit: 1,
      sort: 'id',
      overrideAccess: true,
      depth: 0,
    })
  ).docs[0]!.id
})

describe('stock history: the plates and market the platform has seen (issue 20)', () => {
  it('a known plate resolves from stock history, spaces and case as the shopper types them', async () => {
    const { status, body } = await post('/api/trade-in', { step: 'car', answers: { car: { plate: 'tst 004', state: 'qld' } } })
    expect(status).toBe(200)
    expect(body.car).toMatchObject({ make: 'Testa', model: 'Valuer', year: comparables[4]!.year, source: 'stock-history' })
  })

  it('a car that left the feed is still known by its plate and still counts as a sale', async () => {
    await (await getStockSearch()).importFeed(SITE, [{ ...comparables[0]!, status: 'sold', sold: true }], 'partial')
    const { rows } = await pool.query("SELECT sold_at IS NOT NULL AS sold FROM stock_history WHERE site_slug = $1 AND car_id = 'TRD0'", [SITE])
    expect(rows[0]).toEqual({ sold: true })
    expect((await post('/api/trade-in', { step: 'car', answers: { car: { plate: 'TST000', state: 'QLD' } } })).status).toBe(200)
  })

  it('an unknown plate says so and offers the pick list; the catalogue lists the makes, models and badges seen', async () => {
    const { status, body } = await post('/api/trade-in', { step: 'car', answers: { car: { plate: 'ZZZ999', state: 'QLD' } } })
    expect(status).toBe(400)
    expect(body).toMatchObject({ step: 'car', unknownPlate: true })
    expect(await catalogue('')).toContain('Testa')
    expect(await catalogue('make=testa')).toEqual(['Valuer'])
    expect(await catalogue('make=Testa&model=Valuer')).toEqual(['GX', 'GXL'])
  })

  it('the pick list offers a model only for the years it was on sale: a year older than a new model leaves it out (issue 41)', async () => {
    // A Testa model first seen last year, like the CX-60 (on sale from 2022) that a 2019 Mazda was offered.
    await (
      await getStockSearch()
    ).importFeed(
      SITE,
      [feedCar('TRDNEW', { slug: 'trade-in-int-testa-novum', make: 'Testa', model: 'Novum', year: thisYear - 1, km: 9_000, price: 45_000 })],
      'partial',
    )
    expect(await catalogue('make=Testa')).toEqual(['Novum', 'Valuer'])
    expect(await catalogue(`make=Testa&year=${thisYear - 4}`)).toEqual(['Valuer'])
    expect(await catalogue(`make=Testa&year=${thisYear - 1}`)).toEqual(['Novum'])
  })

  it("the year list stops at this year: a car picked as next year's is refused", async () => {
    const { status, body } = await post('/api/trade-in', { step: 'car', answers: { car: { year: thisYear + 1, make: 'Testa', model: 'Valuer' } } })
    expect(status).toBe(400)
    expect(body).toMatchObject({ step: 'car', message: 'Please fix the following errors:', errors: [{ field: 'year', message: 'Choose the year.' }] })
    expect((await post('/api/trade-in', { step: 'car', answers: { car: { year: thisYear, make: 'Testa', model: 'Valuer' } } })).status).toBe(200)
  })

  it('a plate in the wrong format gets the state rule, not a lookup', async () => {
    const { status, body } = await post('/api/trade-in', { step: 'car', answers: { car: { plate: 'ABCDEFGH', state: 'NSW' } } })
    expect(status).toBe(400)
    expect((body.errors as Array<{ field: string }>)[0]!.field).toBe('plate')
  })
})

describe('the offer and its acceptance (issue 20)', () => {
  it("every condition question must be answered, with the site's questions", async () => {
    const { status, body } = await post('/api/trade-in', {
      step: 'condition',
      answers: { car: { plate: 'TST004', state: 'QLD' }, condition: { km: '48000', answers: { tyres: 'good' } } },
    })
    expect(status).toBe(400)
    expect((body.errors as Array<{ field: string }>).map((error) => error.field)).toContain('accident-history')
  })

  it('details make the lead and the valuation together; accepting records offer_accepted on the same lead and queues one more ADF delivery, once', async () => {
    const valued = await post('/api/trade-in', {
      step: 'details',
      answers: { car: { plate: 'TST004', state: 'QLD' }, condition, details },
      context: { visitedPages: ['/', '/trade-in'] },
    })
    expect(valued.body).toMatchObject({ outcome: 'offer' })
    expect(valued.status).toBe(201)
    const valuation = (
      await payload.find({ collection: 'trade-in-valuations', where: { reference: { equals: valued.body.reference } }, overrideAccess: true, depth: 0 })
    ).docs[0]!
    expect(valuation.status).toBe('offered')
    expect(valuation.offerLowDollars).toBeGreaterThan(5_000)
    expect(valuation.offerHighDollars).toBeGreaterThanOrEqual(valuation.offerLowDollars!)
    expect(valuation.retailDollars).toBeGreaterThan(valuation.offerHighDollars!)
    expect((valuation.comparables as unknown[]).length).toBeGreaterThanOrEqual(4)
    const leadId = valuation.lead as number
    const lead = await payload.findByID({ collection: 'leads', id: leadId, overrideAccess: true, depth: 0 })
    expect(lead).toMatchObject({
      form: 'trade-in',
      email: details.email,
      rego: 'TST004',
      leadAttributes: { form_completed: true, offer_accepted: false, visited_pages: ['/', '/trade-in'] },
    })
    const adfCount = async () =>
      (await pool.query("SELECT count(*)::int AS n FROM lead_deliveries WHERE lead_id = $1 AND channel = 'crm-adf'", [leadId])).rows[0].n as number
    const before = await adfCount()
    expect(before).toBe(1)

    const [first, second] = await Promise.all([
      post('/api/trade-in/accept', { valuation: valued.body.token }),
      post('/api/trade-in/accept', { valuation: valued.body.token }),
    ])
    expect([first.status, second.status]).toEqual([200, 200])
    expect(await adfCount()).toBe(2)
    const accepted = await payload.findByID({ collection: 'leads', id: leadId, overrideAccess: true, depth: 0 })
    expect(accepted.leadAttributes).toMatchObject({ offer_accepted: true })
    expect((await payload.findByID({ collection: 'trade-in-valuations', id: valuation.id, overrideAccess: true, depth: 0 })).status).toBe('accepted')
  })

  it('a forged or foreign valuation link is not found', async () => {
    expect((await post('/api/trade-in/accept', { valuation: 'V-AAAAAAA.0000' })).status).toBe(404)
    const valued = await post('/api/trade-in', { step: 'details', answers: { car: { plate: 'TST005', state: 'QLD' }, condition, details } })
    expect((await post('/api/trade-in/accept', { valuation: valued.body.token }, OTHER_HOST)).status).toBe(404)
  })

  it('an old car gets no online figure (spec §5): a valuer will call, and the lead still goes', async () => {
    const valued = await post('/api/trade-in', {
      step: 'details',
      answers: { car: { year: thisYear - 9, make: 'Testa', model: 'Valuer' }, condition, details },
    })
    expect(valued.status).toBe(201)
    expect(valued.body.outcome).toBe('valuer')
    const valuation = (
      await payload.find({ collection: 'trade-in-valuations', where: { reference: { equals: valued.body.reference } }, overrideAccess: true, depth: 0 })
    ).docs[0]!
    expect(valuation).toMatchObject({ status: 'valuer', offerLowDollars: null })
    expect(valuation.valuerReason).toMatch(/^A valuer will call you/)
    expect((await post('/api/trade-in/accept', { valuation: valued.body.token })).status).toBe(409)
  })
})

describe('where the car is inspected (issue 41)', () => {
  it('the inspection and finance selects list the sales and used yards, never a service or parts centre; a service centre sent anyway is refused', async () => {
    const site = (await getSiteForHost(HOST))!
    const yards = ['Harbour City Kia Newstead', 'Harbour City Mazda Southport', 'Harbour City Used Cars Aspley']
    for (const form of ['trade-in', 'finance'] as const) {
      const setup = await leadFormSetup(site, form, {})
      expect(setup.ok && setup.setup.locationChoices.map((choice) => choice.name).sort()).toEqual(yards)
    }
    const service = (
      await payload.find({
        collection: 'locations',
        where: { site: { equals: site.id }, locationType: { equals: 'service' } },
        limit: 1,
        overrideAccess: true,
        depth: 0,
      })
    ).docs[0]!
    const { status, body } = await post('/api/trade-in', {
      step: 'details',
      answers: { car: { plate: 'TST004', state: 'QLD' }, condition, details: { ...details, location: service.id } },
    })
    expect(status).toBe(400)
    expect(body).toMatchObject({ step: 'details', errors: [{ field: 'location', message: 'Choose where you would like the car inspected.' }] })
  })
})

describe('the reserve flow carries the offer (issue 20 "From a car")', () => {
  it("a standing offer counts at its low end in the reservation's amounts and lead; a forged one is refused on the trade-in step", async () => {
    const reservations = await import('../../src/features/reservations')
    const { payAtDealership } = await import('../../src/features/reservations/payments/pay-at-dealership')
    const car = comparables[9]!
    const valued = await post('/api/trade-in', { step: 'details', carId: car.slug, answers: { car: { plate: 'TST006', state: 'QLD' }, condition, details } })
    const offer = valued.body.offer as { lowDollars: number; highDollars: number }
    expect(offer.lowDollars).toBeGreaterThan(0)
    const checkout = async (tradeIn: Record<string, unknown>, step: string) => {
      const request = new Request(`http://${HOST}/api/checkout`, {
        method: 'POST',
        headers: { host: HOST, origin: `http://${HOST}`, 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${ip++}` },
        body: JSON.stringify({
          car: car.slug,
          journey: 'reserve',
          step,
          answers: { details, tradeIn, balance: { method: 'cash' }, pickup: { method: 'pickup' } },
        }),
      })
      const response = await reservations.checkoutResponse(request, {
        site: await getSiteForHost(HOST),
        payload,
        payments: payAtDealership(),
        afterResponse: () => undefined,
        deliverSoon: async () => undefined,
      })
      return { status: response.status, body: (await response.json()) as Record<string, unknown> }
    }
    const forged = await checkout({ hasTradeIn: true, valuation: 'V-AAAAAAA.0000' }, 'trade-in')
    expect(forged.status).toBe(400)
    expect(forged.body).toMatchObject({ step: 'trade-in', errors: [{ field: 'valuation' }] })

    const reserved = await checkout({ hasTradeIn: true, valuation: valued.body.token }, 'deposit')
    expect(reserved.status).toBe(201)
    const reservation = (
      await payload.find({ collection: 'reservations', where: { reference: { equals: reserved.body.reference } }, overrideAccess: true, depth: 0 })
    ).docs[0]!
    const price = Number(car.price)
    expect((reservation.answers as { tradeInCents: number; balanceCents: number }).tradeInCents).toBe(offer.lowDollars * 100)
    expect((reservation.answers as { balanceCents: number }).balanceCents).toBe(price * 100 - offer.lowDollars * 100 - reservation.depositCents)
    const lead = await payload.findByID({ collection: 'leads', id: reservation.lead as number, overrideAccess: true, depth: 0 })
    expect(lead.message).toContain(`online offer ${valued.body.reference}`)
  })
})

describe('POST /api/miscellaneous (spec §7)', () => {
  it('answers only on a site with the setting (Harbour City in the demo), and only for a signed-in shopper', async () => {
    const body = { column_name: 'valuation', valuation: 'V-AAAAAAA.0000' }
    expect((await post('/api/miscellaneous', body, OTHER_HOST)).status).toBe(404)
    expect((await post('/api/miscellaneous', body)).status).toBe(401)
    expect((await post('/api/miscellaneous', { ...body, column_name: 'phone' })).status).toBe(400)
  })
})
