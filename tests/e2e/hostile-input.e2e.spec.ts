import { createHash, randomBytes } from 'node:crypto'
import { gzipSync } from 'node:zlib'

import fc from 'fast-check'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { stockIndexName } from '../../src/domain/stock-index'
import { requestFrom } from '../helpers/from-address'

/**
 * The hostile-input suite (issue 16): junk and generated bodies to every public endpoint and junk
 * addresses to every shopper route of the production build. Whatever arrives: never a 5xx, always an
 * error a person can read (JSON with a message, or an HTML or text page), and the database unchanged.
 * A new public endpoint joins by a line in ENDPOINTS; a new shopper route by a line in ROUTES.
 */
const port = inject('appPort')
const db = new pg.Pool({ connectionString: inject('appDatabaseUri'), max: 2 })
const SITE = 'ridgeline-toyota'
const host = `${SITE}.localhost:${port}`

type Endpoint = { name: string; method: 'GET' | 'POST'; path: string; headers?: Record<string, string> }
const IMPORT_KEY = `hostile-suite-${randomBytes(8).toString('hex')}`
// Shopper account writes answer only their own site's pages (Origin), so the junk reaches their checks.
const SAME_SITE = { origin: `http://${host}` }
const SEARCH_HEADERS = { 'x-algolia-application-id': 'dealer-platform', 'x-algolia-api-key': 'public-search-key' }

// Filled in beforeAll: a real car and location of the site, so paths reach the handlers' checks.
const known = { car: '', location: '' }
const ENDPOINTS = (): Endpoint[] => [
  { name: 'lead forms', method: 'POST', path: '/api/enquiries' },
  { name: 'form token', method: 'GET', path: '/api/form-token' },
  { name: 'phone reveals', method: 'POST', path: '/api/phone-reveals' },
  // A browser's user agent: the insights beacon drops a crawler's (or no user agent) with 204 before reading the body.
  { name: 'insights beacon', method: 'POST', path: '/api/insights', headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36' } },
  { name: 'delivery quote', method: 'POST', path: '/api/delivery-quote' },
  { name: 'finance quote', method: 'POST', path: '/api/youx/quote' },
  { name: 'test-drive slots', method: 'GET', path: '/api/test-drive-slots' },
  { name: 'postcode location', method: 'GET', path: '/api/postcode-location' },
  { name: 'car views', method: 'GET', path: `/api/cars/${known.car}/view.json` },
  { name: 'similar cars', method: 'GET', path: `/api/cars/${known.car}/similar` },
  { name: 'price comparison', method: 'GET', path: `/api/cars/${known.car}/autogauge` },
  { name: 'search (multi-query)', method: 'POST', path: '/1/indexes/*/queries', headers: SEARCH_HEADERS },
  { name: 'search (one index)', method: 'POST', path: `/1/indexes/${stockIndexName(SITE)}/query`, headers: SEARCH_HEADERS },
  { name: 'search (facet values)', method: 'POST', path: `/1/indexes/${stockIndexName(SITE)}/facets/make/query`, headers: SEARCH_HEADERS },
  { name: 'stock import (valid key, full feed)', method: 'POST', path: '/api/stock/import', headers: { authorization: `Bearer ${IMPORT_KEY}` } },
  { name: 'admin sign-in', method: 'POST', path: '/api/users/login' },
  { name: 'shopper sign-in code', method: 'POST', path: '/api/account/sign-in/code', headers: SAME_SITE },
  { name: 'shopper sign-in', method: 'POST', path: '/api/account/sign-in', headers: SAME_SITE },
  { name: 'shopper details', method: 'POST', path: '/api/account/details', headers: SAME_SITE },
  { name: 'watchlist save', method: 'POST', path: '/api/watchlist/save-car', headers: SAME_SITE },
  { name: 'watchlist remove', method: 'POST', path: '/api/watchlist/remove-car', headers: SAME_SITE },
  { name: 'watchlist', method: 'GET', path: '/api/watchlist' },
  { name: 'shopper sign-out', method: 'POST', path: '/api/account/sign-out', headers: SAME_SITE },
  { name: 'shopper account delete', method: 'POST', path: '/api/account/delete', headers: SAME_SITE },
  { name: 'saved search', method: 'POST', path: '/api/account/saved-searches', headers: SAME_SITE },
  { name: 'saved search alerts', method: 'POST', path: '/api/account/saved-searches/1', headers: SAME_SITE },
  { name: 'unsubscribe (one-click)', method: 'POST', path: '/api/account/unsubscribe' },
  { name: 'checkout step and reservation', method: 'POST', path: '/api/checkout', headers: SAME_SITE },
  { name: 'payment webhook', method: 'POST', path: '/api/payments/webhook', headers: { 'stripe-signature': 't=1,v1=00' } },
  { name: 'reservation action (admin)', method: 'POST', path: '/api/reservations/1/action' },
  { name: 'online payment', method: 'POST', path: '/api/online-payment', headers: SAME_SITE },
  { name: 'trade-in step and valuation', method: 'POST', path: '/api/trade-in', headers: SAME_SITE },
  { name: 'trade-in offer acceptance', method: 'POST', path: '/api/trade-in/accept', headers: SAME_SITE },
  { name: 'trade-in pick list', method: 'GET', path: '/api/trade-in/catalogue' },
  { name: 'model data by name', method: 'GET', path: '/api/models/by-name' },
  { name: 'valuation to account (miscellaneous)', method: 'POST', path: '/api/miscellaneous', headers: SAME_SITE },
]

const ROUTES = (): string[] => [
  '/',
  '/search/used-cars',
  '/search',
  `/cars/${known.car}`,
  '/dealer-locator',
  `/locations/${known.location}`,
  '/compare',
  '/favourites',
  '/print',
  '/success',
  '/our-location',
  '/contact-us',
  '/robots.txt',
  '/sitemap.xml',
  '/sign-in',
  '/my-garage',
  '/myridgeline',
  '/pages/unsubscribe',
  `/cars/${known.car}/checkout`,
  `/cars/${known.car}/buy-online`,
  `/checkout-journey?car_id=${known.car}`,
  '/online-payment',
  '/trade-in',
  '/sell-my-car',
  '/models',
  '/models/rav4',
  '/models/order-now',
  '/special-offers',
  '/kia/overview',
  `/cars/trade-in?car_id=${known.car}`,
]

const deep = (depth: number, open: string, close: string, inner = '1') => open.repeat(depth) + inner + close.repeat(depth)

/** Bodies every write gets: wrong types, huge and deep values, prototype keys, unicode edge cases. */
const JUNK_BODIES: Array<{ label: string; body: string | Buffer; headers?: Record<string, string> }> = [
  { label: 'empty', body: '' },
  { label: 'null', body: 'null' },
  { label: 'a bare string', body: '"hello"' },
  { label: 'a number', body: '1e400' },
  { label: 'an empty array', body: '[]' },
  { label: 'an array of null', body: '[null]' },
  {
    label: 'an object with the wrong types',
    body: JSON.stringify({ form: 5, answers: 'x', context: [], requests: 'all', email: 7, password: {}, cars: 'none', postcode: null, slug: ['a'] }),
  },
  { label: 'truncated JSON', body: '{"form":"contact","answers":{' },
  { label: 'not JSON', body: 'form=contact&answers=1' },
  { label: 'invalid UTF-8', body: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]) },
  { label: 'NUL and lone surrogates', body: JSON.stringify({ email: 'a\u0000@b.c', name: '\ud800\udfff\ud800', message: '\u202e\u0301'.repeat(100) }) },
  {
    label: 'prototype pollution keys',
    body: '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"requests":[{"indexName":"x","__proto__":{"hitsPerPage":1000}}]}',
  },
  { label: 'arrays 5,000 deep', body: deep(5000, '[', ']') },
  { label: 'objects 5,000 deep', body: deep(5000, '{"a":', '}') },
  {
    label: 'facetFilters 4,000 deep',
    body: JSON.stringify({
      requests: [{ indexName: stockIndexName(SITE), params: `facetFilters=${encodeURIComponent(deep(4000, '[', ']', '"make:Toyota"'))}` }],
    }),
  },
  { label: 'a 1 MB string value', body: JSON.stringify({ message: 'x'.repeat(1024 * 1024), query: 'y'.repeat(1024 * 1024) }) },
  { label: 'a 20,000-item array', body: JSON.stringify(Array.from({ length: 20000 }, (_, i) => ({ id: i }))) },
  { label: 'gzip that is not gzip', body: 'definitely not gzip', headers: { 'content-encoding': 'gzip' } },
  {
    label: 'a gzip bomb (51 KB expanding to 50 MB)',
    body: gzipSync(Buffer.alloc(50 * 1024 * 1024, 0x20), { level: 9 }),
    headers: { 'content-encoding': 'gzip' },
  },
  { label: 'an unknown content encoding', body: '{}', headers: { 'content-encoding': 'br-but-not-really' } },
  {
    label: 'a multipart body',
    body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
  },
]

/** Addresses every shopper route gets, on top of the route itself. */
const JUNK_SUFFIXES = [
  '?page=-1&sort=%00',
  '?cars=%E0%A4%A&q=%',
  `?q=${'a'.repeat(6000)}`,
  '?__proto__[polluted]=1&constructor[prototype][x]=1',
  '/%',
  '/%ff%fe',
  `/${'€'.repeat(300)}`,
  '/..%2f..%2fetc%2fpasswd',
  '?refinementList[make][0][]=x&range[price]=a:b',
]
const JUNK_PATHS = [
  '/%',
  '/cars/%',
  '/cars/%zz/',
  '/locations/%E0%A4%A',
  '/api/pages/%',
  `/api/cars/%/pdf`,
  '/api/%',
  '/admin/%',
  '/admin/collections/%ZZ',
  '/1/indexes/%/queries',
  '/search/%c0%af',
]

// Each request comes from its own loopback address (127.0.0.0/8): per-connection limits must not
// hide what a handler does with the input, and other test files' connections keep their budgets.
let nextAddress = 0
const freshAddress = () => {
  nextAddress++
  return `127.77.${(nextAddress >> 8) & 255}.${nextAddress & 255}`
}

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; text: string }

function readable(answer: Answer): string | null {
  if (answer.status >= 500) return `answered ${answer.status}: ${answer.text.slice(0, 200)}`
  const type = String(answer.headers['content-type'] ?? '')
  if (answer.status < 400) return null
  if (/json/.test(type)) {
    try {
      const body = JSON.parse(answer.text) as { message?: unknown; errors?: Array<{ message?: unknown }> }
      const message = typeof body.message === 'string' ? body.message : body.errors?.[0]?.message
      return typeof message === 'string' && message.trim().length > 3 ? null : `JSON error without a message: ${answer.text.slice(0, 200)}`
    } catch {
      return `content-type says JSON but the body is not: ${answer.text.slice(0, 200)}`
    }
  }
  if (/text\/(html|plain)/.test(type)) return answer.text.trim().length > 0 ? null : `empty ${type} error`
  return `unreadable error (${answer.status}, content-type "${type}")`
}

const send = (endpoint: Endpoint, body: string | Buffer, headers: Record<string, string> = {}) =>
  requestFrom(
    freshAddress(),
    `http://${host}${endpoint.path}${endpoint.method === 'GET' ? `?postcode=${encodeURIComponent(String(body).slice(0, 200))}&location=${encodeURIComponent(String(body).slice(0, 50))}` : ''}`,
    {
      method: endpoint.method,
      headers: { host, 'content-type': 'application/json', ...endpoint.headers, ...headers },
      body: endpoint.method === 'POST' ? body : undefined,
    },
  )

// Tables a public request could write to. Rate-limit counters, the sign-in audit and view counts may change.
const WATCHED = [
  'leads',
  'lead_deliveries',
  'stock_cars',
  'stock_versions',
  'sites',
  'dealerships',
  'locations',
  'customers',
  'users',
  'pages',
  'promos',
  'watchlist_entries',
  'saved_searches',
  'shopper_sessions',
  'reservations',
  'payment_requests',
]
/**
 * Columns the leads outbox keeps changing on its own while the suite runs (deliveries of leads other
 * suites made, and their retries): left out, so the fingerprint sees only what a request could write.
 */
const OUTBOX_BOOKKEEPING: Record<string, string[]> = {
  leads: ['delivery_status', 'updated_at'],
  lead_deliveries: ['status', 'attempts', 'next_attempt_at', 'locked_until', 'sent_at', 'last_error', 'reference', 'history', 'updated_at'],
}
async function databaseFingerprint(): Promise<Record<string, string>> {
  const fingerprint: Record<string, string> = {}
  for (const table of WATCHED) {
    const row = (OUTBOX_BOOKKEEPING[table] ?? []).reduce((expression, column) => `${expression} - '${column}'`, 'to_jsonb(t)')
    const { rows } = await db.query<{ count: string; digest: string | null }>(
      `SELECT count(*) AS count, md5(string_agg((${row})::text, '|' ORDER BY (${row})::text)) AS digest FROM "${table}" t`,
    )
    fingerprint[table] = `${rows[0]?.count}:${rows[0]?.digest}`
  }
  return fingerprint
}

let before: Record<string, string>
beforeAll(async () => {
  known.car = (await db.query<{ slug: string }>('SELECT slug FROM stock_cars WHERE site_slug = $1 ORDER BY slug LIMIT 1', [SITE])).rows[0]!.slug
  known.location = (
    await db.query<{ slug: string }>('SELECT l.slug FROM locations l JOIN sites s ON s.id = l.site_id WHERE s.slug = $1 ORDER BY l.slug LIMIT 1', [SITE])
  ).rows[0]!.slug
  await db.query('INSERT INTO stock_import_keys (key_hash, site_slug, label) VALUES ($1, $2, $3)', [
    createHash('sha256').update(IMPORT_KEY).digest('hex'),
    SITE,
    'hostile-input suite',
  ])
  before = await databaseFingerprint()
})

afterAll(async () => {
  await db.query('DELETE FROM stock_import_keys WHERE site_slug = $1 AND label = $2', [SITE, 'hostile-input suite'])
  await db.end()
})

describe('hostile input (issue 16)', () => {
  it('every public endpoint answers the junk corpus with a readable 4xx (or a normal answer), never a 5xx', async () => {
    const problems: string[] = []
    for (const endpoint of ENDPOINTS()) {
      for (const junk of JUNK_BODIES) {
        const problem = readable(await send(endpoint, junk.body, junk.headers))
        if (problem) problems.push(`${endpoint.name} ← ${junk.label}: ${problem}`)
      }
    }
    expect(problems).toEqual([])
  })

  it('every public endpoint survives generated JSON bodies (fast-check)', async () => {
    const problems: string[] = []
    for (const endpoint of ENDPOINTS()) {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.jsonValue({ maxDepth: 4 }),
            fc.dictionary(
              fc.constantFrom('form', 'answers', 'context', 'requests', 'cars', 'email', 'password', 'slug', 'postcode', 'params', '__proto__'),
              fc.jsonValue({ maxDepth: 3 }),
            ),
          ),
          async (value) => {
            const problem = readable(await send(endpoint, JSON.stringify(value) ?? 'null'))
            if (problem) problems.push(`${endpoint.name} ← ${JSON.stringify(value).slice(0, 120)}: ${problem}`)
            return problem === null
          },
        ),
        { numRuns: 15, seed: 16 },
      )
    }
    expect(problems).toEqual([])
  })

  it('every shopper route answers junk addresses and broken %-escapes (also under /api and /admin) with a page or a 400, never a 5xx', async () => {
    const problems: string[] = []
    const paths = [...ROUTES().flatMap((route) => [route, ...JUNK_SUFFIXES.map((suffix) => route.replace(/\/$/, '') + suffix)]), ...JUNK_PATHS]
    for (const path of paths) {
      const answer = await requestFrom(freshAddress(), `http://127.0.0.1:${port}${path}`, { headers: { host } })
      const problem = readable(answer)
      if (problem) problems.push(`${path}: ${problem}`)
    }
    expect(problems).toEqual([])
    // The reproductions of item 6: a broken escape is a 400 everywhere, not only on shopper pages.
    for (const path of ['/api/pages/%', '/api/cars/%/pdf', '/admin/%'])
      expect((await requestFrom(freshAddress(), `http://127.0.0.1:${port}${path}`, { headers: { host } })).status, path).toBe(400)
  })

  it('left the database as it was', async () => {
    expect(await databaseFingerprint()).toEqual(before)
  })
})
