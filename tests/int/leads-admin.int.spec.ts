import { rmSync } from 'node:fs'

import type { Pool } from 'pg'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { LEAD_CSV_COLUMNS } from '../../src/domain/lead-csv'
import { runSeed } from '../../src/seed/run-seed'
import { getTestPayload } from '../helpers/payload'
import { demoSeedFiles } from '../helpers/seed'
import { databasePoolOf } from '../../src/platform/database'

// The offline mailbox (no SMTP_URL) in a folder of this test's own, set before src/platform/env loads.
const MAILBOX = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? '/tmp'}/leads-admin-mailbox-${process.pid}-${Date.now()}`
  process.env.MAILBOX_DIR = dir
  delete process.env.SMTP_URL
  return dir
})

/**
 * Issue 8 "Admin: Leads list per site (filters by type, date, location, delivery status), lead detail
 * with delivery attempts, CSV export; editors see only their site's leads" and the offline mailbox in
 * the admin. Requests go through Payload's own REST handler (handleEndpoints), signed in with a real
 * login token, as the admin's Export CSV link and .eml download send them.
 */
const SUPER_ADMIN = { email: 'platform@leads-admin.test', password: 'super-admin-pass-123' }
const EDITOR_A = { email: 'editor@harbour-city-auto.test', password: 'demo-editor-pass' }

let payload: Payload
let pool: Pool
let siteA: number
let siteB: number
let siteAName: string
let locationA: { id: number; name: string }
let editorToken: string
let superToken: string
const leadIds: Record<string, number> = {}

const lead = (site: number, marker: string, extra: Record<string, unknown> = {}) => ({
  site,
  form: 'enquiry' as const,
  firstName: 'Sam',
  lastName: marker,
  email: `${marker}@leads-admin.test`,
  phone: '0412 345 678',
  postcode: '4000',
  message: 'Is it still available?',
  ...extra,
})

async function request(pathAndQuery: string, token?: string): Promise<Response> {
  const headers = new Headers(token ? { Authorization: `JWT ${token}` } : {})
  return handleEndpoints({ config: payload.config, request: new Request(`http://localhost/api${pathAndQuery}`, { headers }) })
}

/** The body as text after checking it starts with the UTF-8 byte-order mark (Excel reads the file as UTF-8 then). */
async function csvText(response: Response): Promise<string> {
  const bytes = new Uint8Array(await response.arrayBuffer())
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  return new TextDecoder().decode(bytes) // drops the mark
}

/** The CSV as rows of cells (RFC 4180 quoting, as csv-stringify writes it). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  const endCell = () => {
    row.push(cell)
    cell = ''
  }
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"'
      i++
    } else if (c === '"') {
      quoted = !quoted
    } else if (!quoted && c === ',') {
      endCell()
    } else if (!quoted && c === '\n') {
      endCell()
      rows.push(row)
      row = []
    } else {
      cell += c
    }
  }
  if (cell || row.length) {
    endCell()
    rows.push(row)
  }
  return rows
}

async function exportCsv(query: string, token: string) {
  const response = await request(`/leads/export.csv${query}`, token)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/)
  const [header, ...rows] = parseCsv(await csvText(response))
  expect(header).toEqual([...LEAD_CSV_COLUMNS])
  return rows.map((cells) => Object.fromEntries(header!.map((column, i) => [column, cells[i] ?? ''])))
}

const login = async (collection: 'users', data: { email: string; password: string }) => (await payload.login({ collection, data })).token!

beforeAll(async () => {
  payload = await getTestPayload()
  pool = databasePoolOf(payload)
  await runSeed(payload, demoSeedFiles(), { superAdmin: SUPER_ADMIN })
  const sites = await payload.find({
    collection: 'sites',
    where: { slug: { in: ['harbour-city-auto', 'ridgeline-toyota'] } },
    sort: 'slug',
    overrideAccess: true,
    depth: 0,
  })
  siteA = sites.docs[0]!.id
  siteAName = sites.docs[0]!.name
  siteB = sites.docs[1]!.id
  const locations = await payload.find({ collection: 'locations', where: { site: { equals: siteA } }, overrideAccess: true, depth: 0, limit: 1, sort: 'id' })
  locationA = { id: locations.docs[0]!.id, name: locations.docs[0]!.name }

  const create = async (key: string, data: Record<string, unknown>) => {
    leadIds[key] = (await payload.create({ collection: 'leads', data: data as never, overrideAccess: true })).id
  }
  await create('a', lead(siteA, 'site-a-enquiry'))
  await create(
    'aTestDrive',
    lead(siteA, 'site-a-test-drive', {
      form: 'test-drive',
      location: locationA.id,
      appointmentAt: '2030-03-15T01:00:00.000Z',
      car: { year: 2023, make: 'Toyota', model: 'RAV4', badge: 'GX', stockNumber: 'HCA-TD-1', vin: 'JTMW1RFV10D099999' },
    }),
  )
  await create('aFormula', lead(siteA, 'site-a-formula', { firstName: '=HYPERLINK("https://evil.test","Click")', message: '@SUM(1+1)' }))
  await create('b', lead(siteB, 'site-b-enquiry'))

  editorToken = await login('users', EDITOR_A)
  superToken = await login('users', SUPER_ADMIN)
})

afterAll(() => rmSync(MAILBOX, { recursive: true, force: true }))

describe('GET /api/leads/export.csv (issue 8 admin CSV export)', () => {
  it('refuses anonymous visitors with 401 (shoppers have no admin sign-in at all: issue 18)', async () => {
    const anonymous = await request('/leads/export.csv')
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toEqual({ errors: [{ message: 'Sign in to export leads.' }] })
    await expect(payload.login({ collection: 'customers' as 'users', data: { email: 'shopper@leads-admin.test', password: 'x' } })).rejects.toThrow()
  })

  it("gives an editor of site A site A's leads only", async () => {
    const rows = await exportCsv('', editorToken)
    const emails = rows.map((row) => row.Email)
    expect(emails).toEqual(expect.arrayContaining(['site-a-enquiry@leads-admin.test', 'site-a-test-drive@leads-admin.test']))
    expect(emails).not.toContain('site-b-enquiry@leads-admin.test')
    expect(new Set(rows.map((row) => row.Site))).toEqual(new Set([siteAName]))
    // The same leads the list shows the editor, no more.
    const list = await payload.find({
      collection: 'leads',
      overrideAccess: false,
      user: (await payload.auth({ headers: new Headers({ Authorization: `JWT ${editorToken}` }) })).user,
      limit: 0,
      depth: 0,
    })
    expect(rows).toHaveLength(list.totalDocs)
  })

  it('gives a super admin every site', async () => {
    const emails = (await exportCsv('', superToken)).map((row) => row.Email)
    expect(emails).toEqual(expect.arrayContaining(['site-a-enquiry@leads-admin.test', 'site-b-enquiry@leads-admin.test']))
  })

  it("applies the list's filters on form, date, location and delivery status, as the list's URL carries them", async () => {
    const query =
      `?where[and][0][form][equals]=test-drive&where[and][1][createdAt][greater_than_equal]=2020-01-01T00:00:00.000Z` +
      `&where[and][2][location][equals]=${locationA.id}&where[and][3][deliveryStatus][in][0]=not-configured&where[and][3][deliveryStatus][in][1]=pending`
    const rows = await exportCsv(query, editorToken)
    expect(rows.map((row) => row.Email)).toEqual(['site-a-test-drive@leads-admin.test'])
    expect(rows[0]).toMatchObject({
      Form: 'Book a Test Drive',
      Location: locationA.name,
      Car: '2023 Toyota RAV4 GX',
      'Stock number': 'HCA-TD-1',
      VIN: 'JTMW1RFV10D099999',
    })
    expect(rows[0]!.Appointment).toMatch(/^15\/03\/2030 \d{2}:00$/)
    // A filter that matches nothing gives the header only.
    expect(await exportCsv('?where[form][equals]=careers&where[email][equals]=site-a-test-drive@leads-admin.test', editorToken)).toEqual([])
  })

  it("applies the list's search box over its searchable fields, and its sort", async () => {
    const rows = await exportCsv('?search=site-a-&sort=email', editorToken)
    expect(rows.map((row) => row.Email)).toEqual(['site-a-enquiry@leads-admin.test', 'site-a-formula@leads-admin.test', 'site-a-test-drive@leads-admin.test'])
  })

  it('answers 400 for a filter on a field that does not exist, as the list would', async () => {
    const response = await request('/leads/export.csv?where[notAField][equals]=x', editorToken)
    expect(response.status).toBe(400)
  })

  it('a filter naming another site still returns only the editor’s own leads', async () => {
    expect(await exportCsv(`?where[site][equals]=${siteB}`, editorToken)).toEqual([])
  })

  it('escapes shopper text a spreadsheet would run as a formula', async () => {
    const response = await request('/leads/export.csv?where[email][equals]=site-a-formula@leads-admin.test', editorToken)
    const text = await csvText(response)
    expect(text).toContain(`"'=HYPERLINK(""https://evil.test"",""Click"")"`)
    const [row] = parseCsv(text)
      .slice(1)
      .map((cells) => Object.fromEntries(LEAD_CSV_COLUMNS.map((column, i) => [column, cells[i]])))
    expect(row).toMatchObject({ 'First name': `'=HYPERLINK("https://evil.test","Click")`, Message: `'@SUM(1+1)` })
    expect(text).not.toMatch(/(^|,)[=+@-]/m)
  })

  it('streams more leads than one database batch, each once', async () => {
    await pool.query(
      `INSERT INTO leads (site_id, form, first_name, email, phone, created_at, updated_at)
       SELECT $1, 'contact', 'Bulk', 'bulk-' || n || '@bulk-export.test', '0400 000 000', now() - n * interval '1 second', now()
       FROM generate_series(1, 1203) AS n`,
      [siteA],
    )
    const rows = await exportCsv('?search=bulk-export.test', editorToken)
    expect(rows).toHaveLength(1203)
    expect(new Set(rows.map((row) => row.Email)).size).toBe(1203)
    // Newest first by default.
    expect(rows[0]!.Email).toBe('bulk-1@bulk-export.test')
    expect(rows.at(-1)!.Email).toBe('bulk-1203@bulk-export.test')
  })
})

describe('offline mailbox in the admin (issue 8)', () => {
  let fileA: string
  let fileB: string

  beforeAll(async () => {
    const { mailboxMailAdapter } = await import('../../src/features/leads/delivery/mailbox')
    const mailbox = mailboxMailAdapter(MAILBOX)
    const delivery = (leadId: number, site: number) =>
      payload.create({
        collection: 'lead-deliveries',
        data: { lead: leadId, site, channel: 'staff-email', target: 'staff@example.test', status: 'pending', attempts: 0 },
        overrideAccess: true,
      })
    const dA = await delivery(leadIds.a!, siteA)
    const dB = await delivery(leadIds.b!, siteB)
    fileA = `lead-${leadIds.a}-delivery-${dA.id}.eml`
    fileB = `lead-${leadIds.b}-delivery-${dB.id}.eml`
    const send = (key: string, subject: string) =>
      mailbox.send({ key, from: 'leads@dealer-platform.test', to: ['staff@example.test'], subject, text: `${subject} body\n`, html: `<p>${subject}</p>` })
    await send(fileA.replace('.eml', ''), 'New vehicle enquiry A')
    await send(fileB.replace('.eml', ''), 'New vehicle enquiry B')
    await send('manual-test-message', 'Not from the outbox')
  })

  it('lists all messages for super admins, their own sites’ lead mail for editors, nothing for others', async () => {
    const { visibleMailboxEntries } = await import('../../src/features/leads/mailbox/mailbox-access')
    const userOf = async (token: string) => (await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })).user
    const names = async (user: Awaited<ReturnType<typeof userOf>>) => (await visibleMailboxEntries({ payload, user })).map((e) => e.name).sort()
    expect(await names(await userOf(superToken))).toEqual([fileA, fileB, 'manual-test-message.eml'].sort())
    expect(await names(await userOf(editorToken))).toEqual([fileA])
    expect(await names(null)).toEqual([])
  })

  it('downloads a message as .eml for those who may see it, 404 for others’ and 401 signed out', async () => {
    const own = await request(`/lead-deliveries/mailbox/${fileA}`, editorToken)
    expect(own.status).toBe(200)
    expect(own.headers.get('content-type')).toBe('message/rfc822')
    expect(own.headers.get('content-disposition')).toBe(`attachment; filename="${fileA}"`)
    const raw = await own.text()
    expect(raw).toMatch(/^Subject: New vehicle enquiry A$/m)
    expect(raw).toContain('New vehicle enquiry A body')

    expect((await request(`/lead-deliveries/mailbox/${fileB}`, editorToken)).status).toBe(404)
    expect((await request('/lead-deliveries/mailbox/manual-test-message.eml', editorToken)).status).toBe(404)
    expect((await request(`/lead-deliveries/mailbox/${fileB}`, superToken)).status).toBe(200)
    expect((await request(`/lead-deliveries/mailbox/${fileA}`)).status).toBe(401)
    expect((await request('/lead-deliveries/mailbox/..%2Fpasswd.eml', superToken)).status).toBe(400)
    expect((await request('/lead-deliveries/mailbox/missing.eml', superToken)).status).toBe(404)
  })
})
