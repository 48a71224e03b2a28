import { beforeAll, describe, expect, inject, it } from 'vitest'

import { E2E_FORM_MIN_FILL_MS } from '../helpers/app-server'
import { requestFrom } from '../helpers/from-address'
import { adminHeaders, SUPER_ADMIN } from '../helpers/admin-api'

const base = `http://localhost:${inject('appPort')}`

// The form token a shopper's browser asks for when they start filling a form (issue 16 item 9), issued
// once for the file and used once it is past the test server's minimum fill time (a token may be sent many times).
let formToken = ''
beforeAll(async () => {
  const response = await fetch(`${base}/api/form-token`, { headers: { 'x-forwarded-host': 'ridgeline-toyota.localhost' } })
  formToken = ((await response.json()) as { token: string }).token
  await new Promise((resolve) => setTimeout(resolve, E2E_FORM_MIN_FILL_MS + 100))
})

// Each shopper is its own connection (a loopback address of its own): the demo trusts no X-Forwarded-For (issue 16 item 10).
const postEnquiry = async (body: unknown, from: string, host = 'ridgeline-toyota.localhost') => {
  const answer = await requestFrom(from, `${base}/api/enquiries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-host': host },
    body: JSON.stringify(body),
  })
  return { status: answer.status, headers: new Headers(answer.headers as Record<string, string>), json: async () => JSON.parse(answer.text) as unknown }
}

// Ridgeline has three locations, so its contact form asks which one (spec §5: required when shown).
const orangeSales = async () =>
  ((await (await fetch(`${base}/api/locations?where[slug][equals]=orange-sales&depth=0`)).json()) as { docs: { id: number }[] }).docs[0]!.id
const enquiry = async (answers: Record<string, unknown> = {}, context: Record<string, unknown> = { formToken }) => ({
  form: 'contact',
  answers: {
    category: 'Service',
    firstName: 'Alex',
    lastName: 'Ng',
    email: 'alex@example.com',
    phone: '0412 345 678',
    postcode: '2800',
    message: 'When is my car ready?',
    location: await orangeSales(),
    ...answers,
  },
  context,
})

/** The public API as a shopper's browser meets it (issue 3 access rules, issue 8 "Server"). */
describe('public REST API', () => {
  it('takes leads only through /api/enquiries: 201 with lead_id, and the lead cannot be read back', async () => {
    const response = await postEnquiry(await enquiry(), '127.0.113.50')
    const body = (await response.json()) as { lead_id: number }
    expect({ status: response.status, keys: Object.keys(body) }).toEqual({ status: 201, keys: ['lead_id'] })
    const readBack = await fetch(`${base}/api/leads/${body.lead_id}`)
    expect([401, 403]).toContain(readBack.status)
    // Payload's own REST create is for the admin only.
    const direct = await fetch(`${base}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ site: 1, form: 'contact', firstName: 'A', email: 'a@example.com', phone: '0412345678' }),
    })
    expect([401, 403]).toContain(direct.status)
  })

  it('rejects an invalid lead with the spec message and a 400', async () => {
    const response = await postEnquiry(await enquiry({ postcode: '28' }), '127.0.113.51')
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ errors: [{ field: 'postcode', message: 'Invalid postcode. Please enter a 4-digit number.' }] })
  })

  it("refuses a lead without a form token, or with another site's, with a 400 a person can read (issue 16 item 9)", async () => {
    const missing = await postEnquiry(await enquiry({}, {}), '127.0.113.52')
    expect(missing.status).toBe(400)
    expect(await missing.json()).toMatchObject({ code: 'form-token-missing', message: expect.stringMatching(/Please try again/) })
    const token = await fetch(`${base}/api/form-token`, { headers: { 'x-forwarded-host': 'harbour-city-auto.localhost' } })
    expect(token.headers.get('cache-control')).toBe('no-store')
    // The test server's shortened minimum fill time (FORM_MIN_FILL_MS), which the browser waits out before sending.
    const issued = (await token.json()) as { token: string; minFillMs: number }
    expect(issued.minFillMs).toBe(E2E_FORM_MIN_FILL_MS)
    const otherSite = await postEnquiry(await enquiry({}, { formToken: issued.token }), '127.0.113.53')
    expect(otherSite.status).toBe(400)
    expect(await otherSite.json()).toMatchObject({ code: 'form-token-other-site' })
  })

  it('rate limits lead creation per client with a 429', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) statuses.push((await postEnquiry(await enquiry({ message: `Burst ${i}` }), '127.51.100.99')).status)
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true)
    expect(statuses[10]).toBe(429)
    const refused = await postEnquiry(await enquiry(), '127.51.100.99')
    expect(await refused.json()).toMatchObject({ message: 'Too many enquiries from this connection. Please try again shortly, or call us.' })
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
  })

  it('never lists leads, customers or users to the public', async () => {
    for (const collection of ['leads', 'customers', 'users']) {
      const response = await fetch(`${base}/api/${collection}`)
      expect({ collection, status: response.status }).toEqual({ collection, status: 403 })
    }
  })

  it("answers a collection's versions with 200 where it keeps them and 404 where it does not, never 500 (issue 23)", async () => {
    const headers = await adminHeaders(base, SUPER_ADMIN)
    const statusOf = async (path: string) => (await fetch(`${base}${path}`, { headers })).status
    // Pages, promos, menus and legal texts keep drafts and versions; models do not.
    for (const path of ['/api/pages/versions', '/api/promos/versions', '/api/menus/versions', '/api/legal-texts/versions']) {
      expect({ path, status: await statusOf(path) }).toEqual({ path, status: 200 })
    }
    for (const path of ['/api/models/versions', '/api/models/versions/1', '/api/promos/versions/999999999']) {
      expect({ path, status: await statusOf(path) }).toEqual({ path, status: 404 })
    }
  })
})
