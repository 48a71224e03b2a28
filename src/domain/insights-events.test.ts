import { describe, expect, it } from 'vitest'

import {
  declinesTracking,
  insightBeaconSchema,
  insightBlockLabel,
  insightBlockSubject,
  insightEventRow,
  insightSearchFilters,
  isBotUserAgent,
  isPrefetch,
  normaliseSearchWords,
  referrerClassFor,
  type InsightBeaconBody,
} from './insights-events'

const VISIT = 'tab_3f9a-2c71b0'
const beacon = (...events: InsightBeaconBody['events']): InsightBeaconBody => ({ visit: VISIT, events })
const issueOf = (body: unknown) => {
  const parsed = insightBeaconSchema.safeParse(body)
  return parsed.success ? null : `${parsed.error.issues[0]!.path.join('.')}: ${parsed.error.issues[0]!.message}`
}

describe('insightBeaconSchema', () => {
  it('takes a batch of every kind', () => {
    const parsed = insightBeaconSchema.parse(
      beacon(
        { seq: 0, kind: 'page_view', path: '/special-offers', referrerClass: 'search', campaign: 'eofy-sale' },
        { seq: 1, kind: 'vehicle_view', path: '/cars/2018-toyota-kluger-gx-u00089', subject: '2018-toyota-kluger-gx-u00089', label: '2018 Toyota Kluger GX' },
        { seq: 2, kind: 'search', path: '/cars', query: 'Hilux', filters: { make: ['Toyota'], body: ['Ute'] }, resultCount: 12 },
        { seq: 3, kind: 'impression', path: '/', subject: 'promo:12', label: 'EOFY sale' },
        { seq: 4, kind: 'click', path: '/', subject: 'block:hero:65f0c1', label: 'Welcome' },
        { seq: 5, kind: 'step', path: '/cars/x/checkout', subject: 'checkout:2', label: 'Your details' },
      ),
    )
    expect(parsed.events.map((event) => event.kind)).toEqual(['page_view', 'vehicle_view', 'search', 'impression', 'click', 'step'])
  })

  it('drops the query string and hash of a path', () => {
    const parsed = insightBeaconSchema.parse(beacon({ seq: 0, kind: 'page_view', path: '/cars?email=jo@example.com#top' }))
    expect(parsed.events[0]!.path).toBe('/cars')
    expect(insightBeaconSchema.parse(beacon({ seq: 0, kind: 'page_view', path: '/finance#calculator' })).events[0]!.path).toBe('/finance')
  })

  const long = (n: number) => 'a'.repeat(n)
  const ok = { seq: 0, kind: 'page_view', path: '/' } as const
  it.each<[string, unknown, RegExp | null]>([
    ['a visit id of 8', { visit: '12345678', events: [ok] }, null],
    ['a visit id of 64', { visit: long(64), events: [ok] }, null],
    ['a visit id of 7', { visit: '1234567', events: [ok] }, /^visit: /],
    ['a visit id of 65', { visit: long(65), events: [ok] }, /^visit: /],
    ['a visit id with a dot', { visit: 'abc.defgh', events: [ok] }, /^visit: /],
    ['no events', { visit: VISIT, events: [] }, /^events: /],
    ['51 events', { visit: VISIT, events: Array.from({ length: 51 }, (_, seq) => ({ ...ok, seq })) }, /^events: /],
    ['50 events', { visit: VISIT, events: Array.from({ length: 50 }, (_, seq) => ({ ...ok, seq })) }, null],
    ['an unknown kind', beacon({ ...ok, kind: 'purchase' as 'page_view' }), /^events\.0\.kind: /],
    ['a negative seq', beacon({ ...ok, seq: -1 }), /^events\.0\.seq: /],
    ['a fractional seq', beacon({ ...ok, seq: 1.5 }), /^events\.0\.seq: /],
    ['a seq past PostgreSQL integers', beacon({ ...ok, seq: 2 ** 31 }), /^events\.0\.seq: /],
    ['a path without its slash', beacon({ ...ok, path: 'cars' }), /^events\.0\.path: /],
    ['a whole URL as the path', beacon({ ...ok, path: 'https://evil.example/' }), /^events\.0\.path: /],
    ['a path of 501', beacon({ ...ok, path: `/${long(500)}` }), /^events\.0\.path: /],
    ['a label of 201', beacon({ ...ok, label: long(201) }), /^events\.0\.label: /],
    ['a label with a NUL', beacon({ ...ok, label: 'Sale\u0000' }), /^events\.0\.label: must not contain control characters/],
    ['a subject with a newline', beacon({ ...ok, subject: 'a\nb' }), /^events\.0\.subject: /],
    ['an unknown referrer class', beacon({ ...ok, referrerClass: 'tv' as 'direct' }), /^events\.0\.referrerClass: /],
    ['a negative result count', beacon({ ...ok, kind: 'search', resultCount: -1 }), /^events\.0\.resultCount: /],
    ['21 values of one filter', beacon({ ...ok, kind: 'search', filters: { make: Array(21).fill('Toyota') } }), /^events\.0\.filters\.make: /],
    ['a filter value of 101', beacon({ ...ok, kind: 'search', filters: { make: [long(101)] } }), /^events\.0\.filters\.make\.0: /],
    [
      '21 filters',
      beacon({ ...ok, kind: 'search', filters: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`f${i}`, ['x']])) }),
      /^events\.0\.filters: /,
    ],
    ['a filter that is not a list', beacon({ ...ok, kind: 'search', filters: { make: 'Toyota' as unknown as string[] } }), /^events\.0\.filters\.make: /],
    ['an impression of no promo or block', beacon({ ...ok, kind: 'impression', subject: 'banner' }), /^events\.0\.subject: must start with 'promo:'/],
    ['a click without a subject', beacon({ ...ok, kind: 'click' }), /^events\.0\.subject: /],
    ['a step of an unknown flow', beacon({ ...ok, kind: 'step', subject: 'service:1' }), /^events\.0\.subject: /],
    ['a step without its number', beacon({ ...ok, kind: 'step', subject: 'finance:' }), /^events\.0\.subject: /],
    ['a car view without its car', beacon({ ...ok, kind: 'vehicle_view', subject: '' }), /^events\.0\.subject: /],
    ['a trade-in step', beacon({ ...ok, kind: 'step', subject: 'trade-in:3' }), null],
  ])('%s', (_, body, expected) => {
    const issue = issueOf(body)
    if (expected === null) expect(issue).toBeNull()
    else expect(issue).toMatch(expected)
  })
})

describe('insightEventRow', () => {
  const row = (event: InsightBeaconBody['events'][number]) => insightEventRow(insightBeaconSchema.parse(beacon(event)).events[0]!)

  it('takes a page view’s subject from its path and keeps its referrer and campaign', () => {
    expect(row({ seq: 4, kind: 'page_view', path: '/special-offers?utm_campaign=x', subject: '/other', referrerClass: 'social', campaign: 'eofy' })).toEqual({
      kind: 'page_view',
      subject: '/special-offers',
      label: null,
      path: '/special-offers',
      query: null,
      filters: null,
      resultCount: null,
      referrerClass: 'social',
      campaign: 'eofy',
      seq: 4,
    })
  })

  it('normalises a search’s words as its subject and keeps its chosen filters and count', () => {
    expect(row({ seq: 1, kind: 'search', path: '/cars', query: '  Toyota   HILUX ', filters: { make: ['Toyota'], body: [] }, resultCount: 0 })).toMatchObject({
      subject: 'toyota hilux',
      query: 'toyota hilux',
      filters: { make: ['Toyota'] },
      resultCount: 0,
    })
    expect(row({ seq: 2, kind: 'search', path: '/cars', filters: { body: ['Ute'] } })).toMatchObject({ subject: '', query: null, filters: { body: ['Ute'] } })
  })

  it('drops what does not belong to the kind', () => {
    expect(
      row({
        seq: 3,
        kind: 'click',
        path: '/',
        subject: 'promo:12',
        label: 'EOFY',
        query: 'x',
        filters: { a: ['b'] },
        resultCount: 3,
        referrerClass: 'search',
        campaign: 'c',
      }),
    ).toMatchObject({ subject: 'promo:12', label: 'EOFY', query: null, filters: null, resultCount: null, referrerClass: null, campaign: null })
  })
})

describe('referrerClassFor', () => {
  const host = 'ridgeline-toyota.com.au'
  it.each<[string, string | null, Record<string, string> | string | null, string]>([
    ['no referrer', null, null, 'direct'],
    ['an empty referrer', '', null, 'direct'],
    ['a referrer that is no URL', 'not a url', null, 'direct'],
    ['this site', 'https://ridgeline-toyota.com.au/cars', null, 'internal'],
    ['this site with www', 'https://www.ridgeline-toyota.com.au/', null, 'internal'],
    ['Google', 'https://www.google.com/', null, 'search'],
    ['Google Australia', 'https://www.google.com.au/', null, 'search'],
    ['Bing', 'https://www.bing.com/search?q=hilux', null, 'search'],
    ['DuckDuckGo', 'https://duckduckgo.com/', null, 'search'],
    ['Yahoo search', 'https://au.search.yahoo.com/', null, 'search'],
    ['Ecosia', 'https://www.ecosia.org/', null, 'search'],
    ['the Google app', 'android-app://com.google.android.googlequicksearchbox/', null, 'search'],
    ['Facebook', 'https://l.facebook.com/', null, 'social'],
    ['Facebook with its click id', 'https://m.facebook.com/', 'fbclid=IwAR0', 'social'],
    ['Instagram', 'https://l.instagram.com/', null, 'social'],
    ['X links', 'https://t.co/abc', null, 'social'],
    ['X', 'https://x.com/', null, 'social'],
    ['LinkedIn', 'https://www.linkedin.com/', null, 'social'],
    ['TikTok', 'https://www.tiktok.com/', null, 'social'],
    ['YouTube', 'https://m.youtube.com/', null, 'social'],
    ['Reddit', 'https://out.reddit.com/', null, 'social'],
    ['Gmail', 'https://mail.google.com/', null, 'email'],
    ['Outlook', 'https://outlook.live.com/', null, 'email'],
    ['Yahoo Mail', 'https://mail.yahoo.com/', null, 'email'],
    ['the Gmail app', 'android-app://com.google.android.gm/', null, 'email'],
    ['a newsletter link', null, 'utm_source=newsletter&utm_medium=email&utm_campaign=march', 'email'],
    ['a tagged link', 'https://www.google.com/', 'utm_source=google&utm_medium=cpc', 'campaign'],
    ['a Google Ads click', 'https://www.google.com/', 'gclid=Cj0KCQ', 'campaign'],
    ['a Microsoft Ads click', null, 'msclkid=abc', 'campaign'],
    ['an empty utm tag', 'https://www.google.com/', 'utm_campaign=', 'search'],
    ['another site', 'https://www.carsales.com.au/', null, 'referral'],
    ['a look-alike of Google', 'https://google.com.evil.example/', null, 'referral'],
    ['a look-alike of X', 'https://box.com/', null, 'referral'],
  ])('%s', (_, referrer, params, expected) => {
    const campaignParams = typeof params === 'string' ? new URLSearchParams(params) : params
    expect(referrerClassFor({ referrer, host, campaignParams })).toBe(expected)
  })

  it('compares this site’s host without its port', () => {
    expect(referrerClassFor({ referrer: 'http://ridgeline-toyota.localhost:3000/', host: 'ridgeline-toyota.localhost:3000' })).toBe('internal')
  })
})

describe('isBotUserAgent', () => {
  it.each<[string | null, boolean]>([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36', false],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1', false],
    ['Mozilla/5.0 (Linux; Android 10; CUBOT X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Mobile Safari/537.36', false],
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', true],
    ['Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', true],
    ['Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)', true],
    ['Mozilla/5.0 (compatible; AhrefsBot/7.0)', true],
    ['Sogou web spider/4.0', true],
    ['facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)', true],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36', true],
    ['Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Chrome/140.0 Mobile Safari/537.36 Chrome-Lighthouse', true],
    ['Lighthouse', true],
    ['Pingdom.com_bot_version_1.4', true],
    ['Mozilla/5.0+(compatible; UptimeRobot/2.0)', true],
    ['Uptime-Kuma/1.23', true],
    ['curl/8.5.0', true],
    ['Wget/1.21', true],
    ['python-requests/2.32', true],
    ['axios/1.7.2', true],
    ['node-fetch/1.0', true],
    ['Go-http-client/1.1', true],
    ['', true],
    ['   ', true],
    [null, true],
  ])('%s → %s', (userAgent, expected) => expect(isBotUserAgent(userAgent)).toBe(expected))
})

describe('declinesTracking and isPrefetch', () => {
  it.each<[Record<string, string>, boolean]>([
    [{}, false],
    [{ dnt: '1' }, true],
    [{ dnt: '0' }, false],
    [{ 'sec-gpc': '1' }, true],
    [{ 'sec-gpc': '0' }, false],
  ])('declinesTracking(%j) is %s', (headers, expected) => expect(declinesTracking(new Headers(headers))).toBe(expected))

  it.each<[Record<string, string>, boolean]>([
    [{}, false],
    [{ 'sec-purpose': 'prefetch' }, true],
    [{ 'sec-purpose': 'prefetch;prerender' }, true],
    [{ purpose: 'prefetch' }, true],
    [{ 'x-moz': 'prefetch' }, true],
    [{ 'sec-purpose': 'something-else' }, false],
  ])('isPrefetch(%j) is %s', (headers, expected) => expect(isPrefetch(new Headers(headers))).toBe(expected))
})

describe('search words and filters', () => {
  it.each<[string | null, string]>([
    ['  Toyota   HiLux ', 'toyota hilux'],
    ['RAV4\tHybrid\n', 'rav4 hybrid'],
    ['ＨｉＬｕｘ', 'hilux'],
    ['', ''],
    [null, ''],
    [`${'a'.repeat(199)} b`, 'a'.repeat(199)],
  ])('normaliseSearchWords(%j) is %j', (text, expected) => expect(normaliseSearchWords(text)).toBe(expected))

  it('takes the chosen facets and ranges of a search page’s state, bounded', () => {
    expect(insightSearchFilters({ make: ['Toyota'], body_type: [], price: '5000:20000', km: '', year: undefined })).toEqual({
      make: ['Toyota'],
      price: ['5000:20000'],
    })
    expect(insightSearchFilters({ model: Array.from({ length: 30 }, (_, i) => `m${i}`) }).model).toHaveLength(20)
    expect(insightSearchFilters({ make: ['x'.repeat(150)] }).make).toEqual(['x'.repeat(100)])
    expect(Object.keys(insightSearchFilters(Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}`, ['x']]))))).toHaveLength(20)
    expect(insightSearchFilters({})).toEqual({})
  })
})

describe('page blocks', () => {
  it.each<[Parameters<typeof insightBlockLabel>[0], string]>([
    [{ blockType: 'hero', heading: ' Drive away today ' }, 'Drive away today'],
    [{ blockType: 'tabbedFrames', heading: '', title: 'Our videos' }, 'Our videos'],
    [{ blockType: 'promoStrip', heading: null }, 'Promo strip'],
    [{ blockType: 'richText' }, 'Rich text'],
    [{ blockType: 'hero', heading: 'x'.repeat(300) }, 'x'.repeat(200)],
  ])('insightBlockLabel(%j) is %j', (block, expected) => expect(insightBlockLabel(block)).toBe(expected))

  it('names a block by its type and id, or its place when it has none', () => {
    expect(insightBlockSubject({ blockType: 'hero', id: '65f0c1' }, 0)).toBe('block:hero:65f0c1')
    expect(insightBlockSubject({ blockType: 'offers', id: null }, 3)).toBe('block:offers:3')
  })
})
