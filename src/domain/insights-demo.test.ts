import { describe, expect, it } from 'vitest'

import { addDays, demoSearchWords, generateInsightsDemo, starPromo, type DemoCar, type DemoInsightEvent, type InsightsDemoMaterial } from './insights-demo'
import { carsMatchingWords } from './insights-demo-words'

const MODELS: Array<[string, string, number]> = [
  ['HiLux', 'Ute', 14],
  ['RAV4', 'SUV', 12],
  ['Corolla', 'Hatch', 9],
  ['LandCruiser', 'SUV', 6],
  ['Camry', 'Sedan', 5],
  ['Kluger', 'SUV', 4],
]
const CARS: DemoCar[] = MODELS.flatMap(([model, body, count]) =>
  Array.from({ length: count }, (_, i) => ({
    slug: `202${i % 5}-toyota-${model.toLowerCase()}-gx-u${String(i).padStart(5, '0')}`,
    name: `202${i % 5} Toyota ${model} GX`,
    make: 'Toyota',
    model,
    body,
  })),
)
const PROMOS = [
  { id: 11, title: 'HiLux SR5 drive-away offer', href: '/models/order-now?model_id=hilux', from: '2026-10-15' },
  { id: 12, title: 'Capped price servicing', href: '/pages/capped-price-servicing', from: '2026-01-01', until: '2027-12-31' },
  { id: 13, title: 'EOFY 2025 demo clearance', campaign: 'EOFY 2025', from: '2025-06-01', until: '2025-06-30' },
  { id: 14, title: 'RAV4 Cruiser hybrid run-out', campaign: 'RAV4 hybrid run-out', href: '/models/rav4', from: '2026-11-01' },
]
const MATERIAL: InsightsDemoMaterial = {
  pages: ['/', '/about-us', '/service', '/eofy', '/search/used-cars', '/special-offers'],
  cars: CARS,
  promos: PROMOS,
  blocks: [
    { subject: 'block:hero:65a1', label: 'The new RAV4 hybrid is here', path: '/' },
    { subject: 'block:facetTiles:65a4', label: 'Explore the range', path: '/' },
    { subject: 'block:stockGrid:77b2', label: 'EOFY deals', path: '/eofy' },
  ],
  searchWords: demoSearchWords(CARS),
  promoPaths: ['/', '/eofy', '/search/used-cars'],
  flows: { checkout: { journey: 'reserve', path: 'checkout' }, tradeIn: true, finance: true },
}
const TODAY = '2026-11-28'
const demo = generateInsightsDemo({ seed: 7, today: TODAY, days: 28, material: MATERIAL })

const visitsOf = (events: DemoInsightEvent[]) => {
  const visits = new Map<string, DemoInsightEvent[]>()
  for (const event of events) visits.set(event.visit, [...(visits.get(event.visit) ?? []), event])
  return visits
}
const visits = visitsOf(demo.events)

describe('demo search words', () => {
  const words = new Map(MATERIAL.searchWords.map((entry) => [entry.words, entry.resultCount]))

  it("come from the site's cars, with typos and words its stock does not have", () => {
    for (const expected of ['toyota', 'hilux', 'toyota hilux', 'suv', 'ute', 'hilx', 'tesla', 'ranger raptor', 'campervan', 'electric ute'])
      expect(words.has(expected)).toBe(true)
  })

  it('find the cars whose make, model and body have every word, typos as the site search allows', () => {
    expect(words.get('hilux')).toBe(14)
    expect(words.get('hilx')).toBe(14)
    expect(words.get('toyota')).toBe(CARS.length)
    expect(words.get('suv')).toBe(22)
    expect(words.get('toyota rav4')).toBe(12)
    for (const miss of ['tesla', 'ranger raptor', 'campervan', 'electric ute']) expect(words.get(miss)).toBe(0)
    expect(carsMatchingWords(CARS, 'land')).toHaveLength(6) // the last word may be the beginning of one
    expect(carsMatchingWords(CARS, 'utes')).toHaveLength(14) // plurals
    expect(carsMatchingWords(CARS, 'hilux suv')).toHaveLength(0)
  })
})

describe('generateInsightsDemo', () => {
  it('is the same for the same seed and day, and a day does not depend on the window', () => {
    expect(generateInsightsDemo({ seed: 7, today: TODAY, days: 28, material: MATERIAL })).toEqual(demo)
    expect(generateInsightsDemo({ seed: 8, today: TODAY, days: 2, material: MATERIAL }).events).not.toEqual(demo.events.filter((e) => e.day >= '2026-11-26'))
    const later = generateInsightsDemo({ seed: 7, today: addDays(TODAY, 1), days: 2, material: MATERIAL })
    expect(later.events.filter((e) => e.day === '2026-11-27')).toEqual(demo.events.filter((e) => e.day === '2026-11-27'))
  })

  it('covers the days before today, busier at weekends', () => {
    const days = [...new Set(demo.events.map((e) => e.day))].sort()
    expect(days).toHaveLength(28)
    expect([days[0], days.at(-1)]).toEqual(['2026-10-31', '2026-11-27'])
    const perDay = new Map<string, Set<string>>()
    for (const e of demo.events) perDay.set(e.day, (perDay.get(e.day) ?? new Set()).add(e.visit))
    const average = (weekend: boolean) => {
      const counts = [...perDay].filter(([day]) => [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay()) === weekend).map(([, v]) => v.size)
      return counts.reduce((a, b) => a + b, 0) / counts.length
    }
    expect(average(true)).toBeGreaterThan(average(false) * 1.3)
  })

  it('stores like the beacon: numbered events per visit, times within the day', () => {
    const wrong = [...visits].filter(
      ([visit, events]) =>
        visit.length < 8 ||
        visit.length > 64 ||
        events[0]!.kind !== 'page_view' ||
        events.some((e, i) => e.seq !== i + 1 || e.day !== events[0]!.day || e.second < 0 || e.second >= 86_400),
    )
    expect(wrong).toEqual([])
  })

  it('makes visits of 1 to 8 pages, about 40% of them searching, landing from every kind of referrer', () => {
    const pageViews = [...visits.values()].map((events) => events.filter((e) => e.kind === 'page_view').length)
    expect(Math.min(...pageViews)).toBe(1)
    expect(Math.max(...pageViews)).toBe(8)
    const searching = [...visits.values()].filter((events) => events.some((e) => e.kind === 'search')).length / visits.size
    expect(searching).toBeGreaterThan(0.33)
    expect(searching).toBeLessThan(0.47)
    const landings = new Set([...visits.values()].map((events) => events[0]!.referrerClass))
    expect(landings).toEqual(new Set(['direct', 'search', 'social', 'campaign', 'email', 'referral']))
  })

  it("tells each search's result count as the site's cars give it", () => {
    const searches = demo.events.filter((e) => e.kind === 'search')
    const found = new Map(MATERIAL.searchWords.map(({ words }) => [words, carsMatchingWords(CARS, words).length]))
    for (const search of searches) {
      const expected = search.query
        ? found.get(search.query)
        : CARS.filter((car) => Object.entries(search.filters!).every(([field, values]) => values.includes(car[field as 'make' | 'body']))).length
      expect(search.resultCount).toBe(expected)
    }
    expect(searches.some((s) => s.resultCount === 0)).toBe(true)
    expect(searches.some((s) => s.query === null && s.subject === '')).toBe(true)
  })

  it('shows the live promos and blocks on their pages, clicked 3 to 8% of the time', () => {
    const impressions = demo.events.filter((e) => e.kind === 'impression')
    const clicks = demo.events.filter((e) => e.kind === 'click')
    expect(impressions.some((e) => e.subject === 'promo:13')).toBe(false) // EOFY 2025 ended long before
    expect(impressions.filter((e) => e.subject === 'promo:14').every((e) => e.day >= '2026-11-01')).toBe(true)
    for (const e of impressions.filter((i) => i.subject.startsWith('block:'))) expect(e.path).toBe(MATERIAL.blocks.find((b) => b.subject === e.subject)!.path)
    const rate = clicks.filter((e) => e.subject.startsWith('promo:')).length / impressions.filter((e) => e.subject.startsWith('promo:')).length
    expect(rate).toBeGreaterThan(0.03)
    expect(rate).toBeLessThan(0.08)
  })

  it('loses shoppers at each step of the checkout, trade-in and finance flows', () => {
    for (const flow of ['checkout', 'trade-in', 'finance']) {
      const reached = (step: number) => demo.events.filter((e) => e.kind === 'step' && e.subject === `${flow}:${step}`).length
      expect(reached(1)).toBeGreaterThan(0)
      expect(reached(2)).toBeLessThan(reached(1))
      expect(reached(3)).toBeLessThan(reached(2))
    }
    expect(demo.events.find((e) => e.subject === 'trade-in:2')?.label).toBe('Kilometres and condition')
  })

  it("makes leads whose attribution is their visit's own: its landing page, referrer and last click", () => {
    expect(demo.leads.length).toBeGreaterThan(28 * 2)
    for (const lead of demo.leads) {
      const events = visits.get(lead.visit)!
      expect(lead.landingPage).toBe(events[0]!.path)
      expect(lead.referrerClass).toBe(events[0]!.referrerClass)
      expect(lead.campaign).toBe(events[0]!.campaign)
      expect(lead.clicked).toBe(events.filter((e) => e.kind === 'click').at(-1)?.subject ?? null)
      if (lead.clicked?.startsWith('promo:')) expect(PROMOS.map((p) => `promo:${p.id}`)).toContain(lead.clicked)
    }
    expect(new Set(demo.leads.map((lead) => lead.form))).toEqual(new Set(['enquiry', 'test-drive', 'contact', 'reservation', 'trade-in', 'finance']))
  })

  it('gives "which promo brought the most leads last week" a clear answer', () => {
    const star = starPromo(PROMOS, addDays(TODAY, -1))!
    expect(star.id).toBe(14)
    const lastWeek = demo.leads.filter((lead) => lead.day >= addDays(TODAY, -7) && lead.clicked?.startsWith('promo:'))
    const perPromo = new Map<string, number>()
    for (const lead of lastWeek) perPromo.set(lead.clicked!, (perPromo.get(lead.clicked!) ?? 0) + 1)
    const [first, second] = [...perPromo].sort((a, b) => b[1] - a[1])
    expect(first![0]).toBe('promo:14')
    expect(first![1]).toBeGreaterThanOrEqual(2 * (second?.[1] ?? 0))
  })
})
