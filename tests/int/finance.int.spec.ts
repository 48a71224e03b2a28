import { readdir } from 'node:fs/promises'
import path from 'node:path'

import { handleEndpoints, type Payload } from 'payload'
import type { Pool } from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'

import { databasePoolOf } from '../../src/platform/database'
import { runSeed } from '../../src/seed/run-seed'
import { getTestPayload } from '../helpers/payload'
import { demoSeedFiles } from '../helpers/seed'
import { feedCar } from '../helpers/stock'

const finance = await import('../../src/features/finance')
const { getStockSearch, linkedCarSlug } = await import('../../src/features/search')
const { carForRequest } = await import('../../src/features/calculators')
const { leadFormRoute } = await import('../../src/features/leads')
const { readCarLink } = await import('../../src/domain/car-link')
const { getSiteForHost } = await import('../../src/platform/sites')

/**
 * Issue 21 "Pre-approval": the application stored with its finance lead and queued once through the
 * outbox; applicants' income, expenses and employment readable only by the site's finance team (REST;
 * GraphQL is off), never in the leads CSV export, and erased after the site's retention period.
 */
const SITE = 'harbour-city-auto'
const HOST = `${SITE}.localhost:3000`
const SUPER_ADMIN = { email: 'platform@finance-int.test', password: 'super-admin-pass-123' }
const EDITOR = { email: 'editor@harbour-city-auto.test', password: 'demo-editor-pass' }
const FINANCE_TEAM = { email: 'finance@harbour-city-auto.test', password: 'demo-finance-pass' }
// A take-home pay no other test or seed uses: if it shows up in a lead, an email or an export, it leaked.
const INCOME = 7_318
let payload: Payload
let pool: Pool
let ip = 10

const post = async (body: unknown, host = HOST) => {
  const request = new Request(`http://${host}/api/finance/pre-approval`, {
    method: 'POST',
    headers: { host, origin: `http://${host}`, 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${ip++}` },
    body: JSON.stringify(body),
  })
  const response = await finance.financeApplicationResponse(request, {
    site: await getSiteForHost(host),
    payload,
    afterResponse: () => undefined,
    deliverSoon: async () => undefined,
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const answers = (details: Record<string, unknown> = {}) => ({
  loan: { amount: '$32,000', deposit: '4000', termYears: 5, balloon: '' },
  aboutYou: { employmentType: 'full-time', employmentLength: 'over-3-years', residency: 'citizen', relationship: 'couple', dependants: 1 },
  income: {
    netIncome: { amount: String(INCOME), frequency: 'monthly' },
    livingExpenses: { amount: '2900', frequency: 'monthly' },
    otherRepayments: { amount: '150', frequency: 'fortnightly' },
  },
  credit: { creditBand: 'GOOD' },
  details: {
    firstName: 'Priya',
    lastName: 'Lender',
    email: 'priya@finance-int.example',
    phone: '0412 345 678',
    postcode: '4006',
    optIn: false,
    terms: true,
    contactConsent: true,
    ...details,
  },
})

const rest = async (path: string, token: string, init: RequestInit = {}) =>
  handleEndpoints({
    config: payload.config,
    request: new Request(`http://localhost/api${path}`, { ...init, headers: { Authorization: `JWT ${token}`, ...(init.headers ?? {}) } }),
  })
const login = async (user: { email: string; password: string }) => (await payload.login({ collection: 'users', data: user })).token!

let location: number
const firstLocation = async (host: string) => {
  const site = await getSiteForHost(host)
  return (await payload.find({ collection: 'locations', where: { site: { equals: site!.id } }, limit: 1, sort: 'id', overrideAccess: true, depth: 0 })).docs[0]!
    .id
}
beforeAll(async () => {
  payload = await getTestPayload()
  await runSeed(payload, demoSeedFiles(), { superAdmin: SUPER_ADMIN })
  pool = databasePoolOf(payload)
  await (
    await getStockSearch()
  ).importFeed(
    SITE,
    [
      feedCar('FIN1', { slug: 'finance-int-kia-sportage', price: 36_990, year: new Date().getFullYear() - 1, vin: 'KNAPU81BDR7000001' }),
      feedCar('FIN2', { slug: 'finance-int-no-vin', price: 18_990 }),
    ],
    'partial',
  )
  location = await firstLocation(HOST)
})

describe('POST /api/finance/pre-approval: the steps (issue 21)', () => {
  it('checks each step on the server and names the first wrong one', async () => {
    const deposit = await post({ step: 'loan', answers: { loan: { amount: '20000', deposit: '20000', termYears: 5 } } })
    expect(deposit.status).toBe(400)
    expect(deposit.body).toMatchObject({ step: 'loan', errors: [{ field: 'deposit', message: 'Your deposit must be less than the price.' }] })
    // Spec §5: the amount's bounds and help text are the finance calculator's.
    const tooMuch = await post({ step: 'loan', answers: { loan: { amount: '900000', termYears: 5 } } })
    expect(tooMuch.body).toMatchObject({ step: 'loan', errors: [{ field: 'amount', message: 'Cannot be less than $1,000 or more than $250,000' }] })
    const later = await post({ step: 'credit', answers: { ...answers(), aboutYou: { employmentType: 'astronaut' } } })
    expect(later.body).toMatchObject({ step: 'about-you' })
    expect((later.body.errors as Array<{ field: string }>)[0]).toEqual({ field: 'employmentType', message: 'Choose how you are employed.' })
    expect((await post({ step: 'income', answers: answers() })).status).toBe(200)
  })

  it('takes the price from stock for a car, whatever the browser sends', async () => {
    const { status, body } = await post({
      step: 'loan',
      carId: 'finance-int-kia-sportage',
      answers: { loan: { amount: '5000', deposit: '1000', termYears: 5 } },
    })
    expect(status).toBe(200)
    expect(body.loan).toMatchObject({ priceDollars: 36_990, depositDollars: 1_000 })
  })

  it('needs the consent to be contacted, and the credit-check consent where the site requires it', async () => {
    const { body } = await post({ step: 'details', answers: answers({ contactConsent: false, location }) })
    expect(body).toMatchObject({
      step: 'details',
      errors: [{ field: 'contactConsent', message: 'Please agree to our finance team contacting you about this application.' }],
    })
    const sunset = await post({ step: 'details', answers: answers() }, 'sunset-coast-cars-and-caravans.localhost:3000')
    expect((sunset.body.errors as Array<{ field: string }>).map((error) => error.field)).toContain('creditCheckConsent')
  })

  it('refuses a signed-out shopper where the site gates finance (Ridgeline)', async () => {
    expect((await post({ step: 'loan', answers: answers() }, 'ridgeline-toyota.localhost:3000')).status).toBe(401)
  })
})

describe('GET /api/finance/lender-quotes: personalised finance (issue 21, spec §2 /personalised/finance?car_id=)', () => {
  const quotes = async (query: string, host = HOST) => {
    const request = new Request(`http://${host}/api/finance/lender-quotes?${query}`, { headers: { host, 'x-forwarded-for': `198.51.100.${ip++}` } })
    const response = await finance.lenderQuotesResponse(request, { site: await getSiteForHost(host) })
    return {
      status: response.status,
      body: (await response.json()) as { quotes?: Array<{ lenderId: string; deposit: number; paymentWeek: number }>; message?: string },
    }
  }

  it("quotes every lender on the site's panel that would lend, for the loan asked", async () => {
    const { status, body } = await quotes('car_id=finance-int-kia-sportage&deposit=5000&term=5&balloon=0&band=good')
    expect(status).toBe(200)
    expect(body.quotes!.map((quote) => quote.lenderId).sort()).toEqual(['gold-coast-mutual', 'harbour-no-fee', 'taurus-secured'])
    for (const quote of body.quotes!) expect(quote).toMatchObject({ deposit: 5_000 })
    const larger = await quotes('car_id=finance-int-kia-sportage&deposit=15000&term=5&balloon=0&band=good')
    expect(larger.body.quotes![0]!.paymentWeek).toBeLessThan(body.quotes![0]!.paymentWeek)
  })

  it("finds a car by its VIN, in any case, for the finance pages' vin parameter (spec §2)", async () => {
    const stockSearch = await getStockSearch()
    expect(await stockSearch.findCarSlugByVin(SITE, 'knapu81bdr7000001')).toBe('finance-int-kia-sportage')
    expect(await stockSearch.findCarSlugByVin('ridgeline-toyota', 'KNAPU81BDR7000001')).toBeNull()
  })

  it("a link's vin names the car its car_id does, for the calculators and the enquiry form as for pre-approval (/finance-enquiry?vin= and /finance?vin= showed no car)", async () => {
    const site = (await getSiteForHost(HOST))!
    expect(await linkedCarSlug(SITE, readCarLink({ vin: 'knapu81bdr7000001' }))).toBe('finance-int-kia-sportage')
    expect(await linkedCarSlug(SITE, leadFormRoute('finance-enquiry', { vin: 'KNAPU81BDR7000001' })!.car)).toBe('finance-int-kia-sportage')
    expect((await carForRequest(site, { vin: 'KNAPU81BDR7000001' }))?.slug).toBe('finance-int-kia-sportage')
    expect((await carForRequest(site, { car_id: 'finance-int-kia-sportage' }))?.slug).toBe('finance-int-kia-sportage')
    expect(await carForRequest(site, { vin: 'ZZZZZ000000000000' })).toBeNull()
    expect(await linkedCarSlug('ridgeline-toyota', readCarLink({ vin: 'KNAPU81BDR7000001' }))).toBeNull()
  })

  it('refuses a deposit and balloon that do not fit the price, a car without a VIN or NVIC, and an unknown car', async () => {
    expect(await quotes('car_id=finance-int-kia-sportage&deposit=30000&term=5&balloon=20000')).toEqual({
      status: 400,
      body: expect.objectContaining({ message: 'A balloon can be at most 60% of the price, and with your deposit less than the price.' }),
    })
    expect((await quotes('car_id=finance-int-kia-sportage&term=9')).status).toBe(400)
    expect((await quotes('car_id=finance-int-no-vin&term=5')).status).toBe(422)
    expect((await quotes('car_id=no-such-car&term=5')).status).toBe(404)
  })
})

describe('an application is stored and queued once (issue 21)', () => {
  let reference: string
  let leadId: number
  beforeAll(async () => {
    const { status, body } = await post({
      step: 'details',
      carId: 'finance-int-kia-sportage',
      answers: answers({ location }),
      context: { visitedPages: ['/finance'] },
    })
    expect(status).toBe(201)
    reference = body.reference as string
    expect(body.token).toMatch(new RegExp(`^${reference}\\.`))
    const application = (
      await payload.find({ collection: 'finance-applications', where: { reference: { equals: reference } }, overrideAccess: true, depth: 0 })
    ).docs[0]!
    leadId = application.lead as number
  })

  it('stores the loan, the answer the shopper saw and the applicant details', async () => {
    const { rows } = await pool.query(
      'SELECT outcome, price_dollars, deposit_dollars, loan_dollars, up_to_dollars, lender_id, applicant_net_income_amount, applicant_relationship FROM finance_applications WHERE reference = $1',
      [reference],
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      outcome: 'pre-approved',
      price_dollars: '36990',
      deposit_dollars: '4000',
      loan_dollars: '32990',
      lender_id: 'taurus-secured',
      applicant_net_income_amount: String(INCOME),
      applicant_relationship: 'couple',
    })
    expect(Number(rows[0].up_to_dollars)).toBeGreaterThanOrEqual(32_990)
  })

  it('makes one finance lead with one delivery per channel, and the lead carries no income, expenses or employment', async () => {
    const lead = await payload.findByID({ collection: 'leads', id: leadId, overrideAccess: true, depth: 0 })
    expect(lead).toMatchObject({
      form: 'finance',
      category: 'Finance pre-approval',
      subcategory: 'Pre-approved (indicative)',
      email: 'priya@finance-int.example',
      vehiclePriceBudget: 36_990,
      car: { slug: 'finance-int-kia-sportage' },
    })
    expect(lead.message).toContain(reference)
    const everything = JSON.stringify(lead)
    for (const secret of [String(INCOME), '7,318', '2900', '2,900', 'full-time', 'over-3-years']) expect(everything).not.toContain(secret)
    const { rows } = await pool.query<{ channel: string; n: number }>(
      'SELECT channel, count(*)::int AS n FROM lead_deliveries WHERE lead_id = $1 GROUP BY channel ORDER BY channel',
      [leadId],
    )
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) expect(row.n).toBe(1)
    expect(rows.map((row) => row.channel)).toContain('crm-adf')
  })

  it('the leads CSV export leaves the applicant details out', async () => {
    const response = await rest(`/leads/export.csv?where[email][equals]=priya@finance-int.example`, await login(SUPER_ADMIN))
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text).toContain('priya@finance-int.example')
    for (const secret of [String(INCOME), '7,318', 'full-time', 'Full time']) expect(text).not.toContain(secret)
  })

  it('an editor without the finance role reads the application through REST without the applicant details; the finance team reads them', async () => {
    const id = (await payload.find({ collection: 'finance-applications', where: { reference: { equals: reference } }, overrideAccess: true, depth: 0 }))
      .docs[0]!.id
    const asEditor = (await (await rest(`/finance-applications/${id}`, await login(EDITOR))).json()) as Record<string, unknown>
    expect(asEditor).toMatchObject({ reference, outcome: 'pre-approved' })
    expect(asEditor.applicant).toBeUndefined()
    expect(JSON.stringify(asEditor)).not.toContain(String(INCOME))
    const listed = (await (await rest(`/finance-applications?where[reference][equals]=${reference}`, await login(EDITOR))).json()) as {
      docs: Array<Record<string, unknown>>
    }
    expect(listed.docs).toHaveLength(1)
    expect(listed.docs[0]!.applicant).toBeUndefined()
    const asFinance = (await (await rest(`/finance-applications/${id}`, await login(FINANCE_TEAM))).json()) as {
      applicant?: { netIncome?: { amount?: number } }
    }
    expect(asFinance.applicant?.netIncome?.amount).toBe(INCOME)
    // GraphQL is switched off for the whole admin, so there is no second door to the same fields.
    expect(
      (
        await rest('/graphql', await login(EDITOR), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ FinanceApplications { docs { applicant { netIncome { amount } } } } }' }),
        })
      ).status,
    ).toBe(404)
  })

  it("the super admin's GET /api/finance-applications lists and filters applications: no shopper endpoint sits on a collection's REST address (issue 41)", async () => {
    const listed = (await (await rest(`/finance-applications?where[reference][equals]=${reference}`, await login(SUPER_ADMIN))).json()) as {
      docs: Array<{ reference: string }>
    }
    expect(listed.docs.map((doc) => doc.reference)).toEqual([reference])
    // Next serves a route file before Payload's /api/[...slug]: a shopper endpoint on a collection's list
    // (/api/{collection}) or document (/api/{collection}/{id}) answers in its place, as POST /api/finance-applications did with 405.
    const collections = new Set<string>(payload.config.collections.map(({ slug }) => slug))
    const routes = (await readdir(path.resolve(import.meta.dirname, '../../src/app/api'), { recursive: true }))
      .filter((file) => path.basename(file) === 'route.ts')
      .map((file) => path.dirname(file).split(path.sep))
    const onCollectionAddress = routes.filter(
      ([first, second, ...rest]) => collections.has(first!) && (second === undefined || (second.startsWith('[') && rest.length === 0)),
    )
    expect(onCollectionAddress.map((segments) => `/api/${segments.join('/')}`)).toEqual([])
  })

  it("another site's editor cannot read it at all", async () => {
    const superToken = await login(SUPER_ADMIN)
    const ridgeline = (await payload.find({ collection: 'sites', where: { slug: { equals: 'ridgeline-toyota' } }, overrideAccess: true, depth: 0 })).docs[0]!
    await payload.create({
      collection: 'users',
      data: {
        email: 'other-editor@finance-int.test',
        password: 'other-editor-pass',
        roles: ['editor'],
        sites: [{ site: ridgeline.id, roles: ['editor', 'finance'] }],
      },
      overrideAccess: true,
    })
    const id = (await payload.find({ collection: 'finance-applications', where: { reference: { equals: reference } }, overrideAccess: true, depth: 0 }))
      .docs[0]!.id
    expect((await rest(`/finance-applications/${id}`, await login({ email: 'other-editor@finance-int.test', password: 'other-editor-pass' }))).status).toBe(404)
    expect((await rest(`/finance-applications/${id}`, superToken)).status).toBe(200)
  })
})

describe("the applicant details are erased after the site's retention period (issue 21)", () => {
  it('erases them from applications older than the period, keeps the loan and the answer, and leaves younger ones', async () => {
    const make = async (email: string, host = HOST) => {
      const { status, body } = await post({ step: 'details', answers: answers({ email, location: await firstLocation(host), creditCheckConsent: true }) }, host)
      expect(status).toBe(201)
      return body.reference as string
    }
    const old = await make('old@finance-int.example')
    const young = await make('young@finance-int.example')
    const sunset = await make('sunset@finance-int.example', 'sunset-coast-cars-and-caravans.localhost:3000')
    const now = new Date()
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000)
    await pool.query('UPDATE finance_applications SET created_at = $2 WHERE reference = $1', [old, daysAgo(91)])
    await pool.query('UPDATE finance_applications SET created_at = $2 WHERE reference = $1', [young, daysAgo(89)])
    // Sunset Coast keeps applicant details 60 days (its seed).
    await pool.query('UPDATE finance_applications SET created_at = $2 WHERE reference = $1', [sunset, daysAgo(61)])

    expect(await finance.eraseExpiredApplicantDetails(pool, now)).toBeGreaterThanOrEqual(2)
    const row = async (reference: string) =>
      (
        await pool.query(
          `SELECT details_erased_at, outcome, loan_dollars, ${finance.APPLICANT_DETAIL_COLUMNS.join(', ')} FROM finance_applications WHERE reference = $1`,
          [reference],
        )
      ).rows[0] as Record<string, unknown>
    for (const reference of [old, sunset]) {
      const erased = await row(reference)
      expect(erased.details_erased_at).not.toBeNull()
      for (const column of finance.APPLICANT_DETAIL_COLUMNS) expect(erased[column]).toBeNull()
      expect(erased.outcome).toBeTruthy()
      expect(erased.loan_dollars).toBe('28000')
    }
    expect((await row(young)).applicant_net_income_amount).toBe(String(INCOME))
    // Every column of the applicant group is one the erasure clears: a field added later without it fails here.
    const { rows } = await pool.query<{ column_name: string }>(
      "SELECT column_name FROM information_schema.columns WHERE table_name = 'finance_applications' AND column_name LIKE 'applicant\\_%'",
    )
    expect(
      rows
        .map((r) => r.column_name)
        .filter((name) => name !== 'applicant_name')
        .sort(),
    ).toEqual([...finance.APPLICANT_DETAIL_COLUMNS].sort())
    // Running again (another app server) changes nothing.
    expect(await finance.eraseExpiredApplicantDetails(pool, now)).toBe(0)
  })
})
