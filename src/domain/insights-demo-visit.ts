/**
 * One demo visit (issue 44, src/domain/insights-demo.ts): where a shopper came from, the pages, cars,
 * promos and blocks they saw, what they searched and clicked, the flows they started, and the lead
 * they sent, if any, with what brought them.
 */
import { checkoutSteps, checkoutStepTitles } from './checkout-steps'
import { PRE_APPROVAL_STEPS, PRE_APPROVAL_STEP_TITLES } from './finance-application'
import type { DemoInsightEvent, DemoLead, DemoPromo, DemoRandom, InsightsDemoMaterial } from './insights-demo-shapes'
import { carsMatchingWords, type DemoCar } from './insights-demo-words'
import type { InsightKind } from './insights-rules'
import { LEAD_FORMS } from './lead-form-catalogue'
import type { CheckoutJourney } from './reservation'
import { TRADE_IN_STEPS, TRADE_IN_STEP_TITLES } from './trade-in'

/** How a visit arrived: [class, share]. */
const REFERRERS = [
  ['direct', 28],
  ['search', 36],
  ['social', 12],
  ['campaign', 12],
  ['email', 8],
  ['referral', 4],
] as const
const SOURCES: Record<string, readonly string[]> = {
  search: ['google', 'google', 'google', 'bing'],
  social: ['facebook', 'facebook', 'instagram'],
  campaign: ['google-ads', 'facebook-ads'],
  email: ['newsletter'],
  referral: ['carsales', 'drive'],
}
/** Pages a visit looks at, 1 to 8: one page is the most common visit, eight is rare. */
const PAGE_COUNTS = [1, 2, 3, 4, 5, 6, 7, 8]
const PAGE_COUNT_WEIGHTS = [30, 18, 14, 11, 9, 7, 6, 5]

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
const pathOf = (href: string | null | undefined) => (href?.startsWith('/') ? href.split(/[?#]/)[0]! : null)
/** Per car list: each car by its page, and the cars each typed search finds (worked out once, not per visit). */
const lookups = new WeakMap<readonly DemoCar[], { byPath: Map<string, DemoCar>; found: Map<string, DemoCar[]> }>()
function lookupsOf(cars: readonly DemoCar[]) {
  let found = lookups.get(cars)
  if (!found) lookups.set(cars, (found = { byPath: new Map(cars.map((car) => [`/cars/${car.slug}`, car])), found: new Map() }))
  return found
}

export const liveOn = (promo: DemoPromo, day: string) => (!promo.from || promo.from <= day) && (!promo.until || day < promo.until)

export interface VisitContext {
  day: string
  visit: string
  start: number
  material: InsightsDemoMaterial
  star: DemoPromo | null
}

/** One shopper's visit: where they landed from, what they looked at, searched and clicked, and whether they sent a lead. */
export function demoVisit(random: DemoRandom, { day, visit, start, material, star }: VisitContext): { events: DemoInsightEvent[]; lead: DemoLead | null } {
  const { pages, cars, searchWords, flows = {} } = material
  const home = pages[0] ?? '/'
  const promos = material.promos.filter((promo) => liveOn(promo, day)).slice(0, 4)
  const promoPaths = new Set(material.promoPaths ?? [home])
  const carPath = (car: DemoCar) => `/cars/${car.slug}`
  const lookup = lookupsOf(cars)
  const matching = (words: string) => {
    let found = lookup.found.get(words)
    if (!found) lookup.found.set(words, (found = carsMatchingWords(cars, words)))
    return found
  }
  const events: DemoInsightEvent[] = []
  let second = start
  const push = (kind: InsightKind, path: string, fields: Partial<DemoInsightEvent> = {}) =>
    events.push({
      day,
      second: Math.min(second, 86_399),
      visit,
      seq: events.length + 1,
      kind,
      subject: '',
      label: null,
      path,
      query: null,
      filters: null,
      resultCount: null,
      referrerClass: null,
      campaign: null,
      ...fields,
    })

  // Where the visit came from and the page it landed on.
  const referrerClass = random.weighted(REFERRERS, ([, share]) => share)[0]
  const campaignPromos = promos.filter((promo) => promo.campaign)
  const campaignPromo = referrerClass === 'campaign' && campaignPromos.length ? random.weighted(campaignPromos, (p) => (p === star ? 3 : 1)) : null
  const campaign =
    referrerClass === 'email' ? 'monthly-newsletter' : referrerClass === 'campaign' ? (campaignPromo ? slugOf(campaignPromo.campaign!) : 'brand-search') : null
  const source = referrerClass === 'direct' ? null : random.pick(SOURCES[referrerClass]!)
  const someCar = () => (cars.length ? random.pick(cars) : null)
  const landingCar = (referrerClass === 'search' && random.chance(0.25)) || (referrerClass === 'social' && random.chance(0.5)) ? someCar() : null
  let path = campaignPromo
    ? (pathOf(campaignPromo.href) ?? home)
    : landingCar
      ? carPath(landingCar)
      : referrerClass === 'direct' || random.chance(0.6)
        ? home
        : random.pick(pages.length ? pages : [home])
  const landingPage = path

  let clicked: { subject: string; label: string; promo: DemoPromo | null } | null = null
  let viewed: DemoCar | null = null
  let found: DemoCar[] = []
  let searched = false
  let lead: DemoLead | null = null
  const wantsSearch = cars.length > 0 && random.chance(0.57)
  const pageCount = random.weighted(PAGE_COUNTS, (_, i) => PAGE_COUNT_WEIGHTS[i]!)

  for (let page = 0; page < pageCount && !lead; page++) {
    push('page_view', path, { subject: path, referrerClass: page === 0 ? referrerClass : 'internal', campaign })
    const car = lookup.byPath.get(path)
    if (car) {
      viewed = car
      push('vehicle_view', path, { subject: car.slug, label: car.name })
    }
    // What the page shows: its promos and blocks, each seen once, now and then clicked.
    let next: string | null = null
    const shown = [
      ...(promoPaths.has(path) ? promos.map((promo) => ({ subject: `promo:${promo.id}`, label: promo.title, promo })) : []),
      ...material.blocks
        .filter((block) => block.path === path)
        .map((block) => ({ subject: block.subject, label: block.label, promo: null, clickable: block.clickable !== false })),
    ]
    for (const item of shown) push('impression', path, { subject: item.subject, label: item.label })
    for (const item of shown) {
      const rate = item.promo ? (item.promo === star ? 0.085 : 0.035) : 'clickable' in item && item.clickable ? 0.03 : 0
      if (next || !random.chance(rate)) continue
      second += random.int(3, 40)
      push('click', path, { subject: item.subject, label: item.label })
      clicked = item
      next = item.promo
        ? (pathOf(item.promo.href) ?? home)
        : item.subject.startsWith('block:stockGrid') && cars.length
          ? carPath(someCar()!)
          : '/search/used-cars'
    }
    second += random.int(15, 150)

    // Searching: the search page, one or two searches, then a car it found.
    if (!next && wantsSearch && !searched && page < pageCount - 1) {
      searched = true
      const searchPath = '/search/used-cars'
      push('page_view', searchPath, { subject: searchPath, referrerClass: 'internal', campaign })
      for (let i = random.chance(0.3) ? 2 : 1; i > 0; i--) {
        second += random.int(5, 60)
        if (searchWords.length && random.chance(0.75)) {
          const typed = random.weighted(searchWords, (w) => w.weight ?? 1)
          found = matching(typed.words)
          push('search', searchPath, { subject: typed.words, query: typed.words, filters: null, resultCount: typed.resultCount })
        } else {
          const car = someCar()!
          const byMake = random.chance(0.5)
          const filters: Record<string, string[]> = byMake ? { make: [car.make] } : { body: [car.body] }
          found = cars.filter((c) => (byMake ? c.make === car.make : c.body === car.body))
          push('search', searchPath, { subject: '', filters, resultCount: found.length })
        }
      }
      page++
      if (found.length && random.chance(0.7)) next = carPath(random.pick(found))
    }
    // The next page may be a flow (the checkout from a car, a trade-in valuation, a pre-approval); one that sends a lead ends the visit.
    const flow =
      next || page >= pageCount - 1
        ? null
        : viewed && flows.checkout && random.chance(0.05)
          ? 'checkout'
          : flows.tradeIn && random.chance(0.012)
            ? 'trade-in'
            : flows.finance && random.chance(0.015)
              ? 'finance'
              : null
    if (flow) {
      page++
      lead = flowLead(random, flow, viewed)
      if (lead) break
    }
    path = next ?? (cars.length && random.chance(viewed ? 0.5 : 0.35) ? carPath(someCar()!) : random.weighted(pages, (_, i) => (i === 0 ? 4 : 1)))
  }

  function flowLead(random: DemoRandom, flow: 'checkout' | 'trade-in' | 'finance', car: DemoCar | null): DemoLead | null {
    const checkout = flows.checkout
    const journey: CheckoutJourney = checkout?.journey ?? 'reserve'
    const [steps, titles, leadAt, flowPath, form, category] =
      flow === 'checkout'
        ? [
            checkoutSteps(journey),
            checkoutStepTitles(journey) as Record<string, string>,
            checkoutSteps(journey).indexOf(journey === 'buy-online' ? 'contract' : 'deposit'),
            journey === 'buy-online' ? '/checkout-journey' : `/cars/${car!.slug}/${checkout?.path ?? 'checkout'}`,
            'reservation' as const,
            journey === 'buy-online' ? 'Buy Online' : LEAD_FORMS.reservation.category,
          ]
        : flow === 'trade-in'
          ? [
              TRADE_IN_STEPS,
              TRADE_IN_STEP_TITLES as Record<string, string>,
              TRADE_IN_STEPS.indexOf('details'),
              '/trade-in',
              'trade-in' as const,
              LEAD_FORMS['trade-in'].category,
            ]
          : [
              PRE_APPROVAL_STEPS,
              PRE_APPROVAL_STEP_TITLES as Record<string, string>,
              PRE_APPROVAL_STEPS.indexOf('details'),
              '/finance-pre-approval',
              'finance' as const,
              'Finance pre-approval',
            ]
    push('page_view', flowPath, { subject: flowPath, referrerClass: 'internal', campaign })
    // Each step loses some shoppers; the lead is sent when the step that sends it is completed, and the next step shows.
    for (let i = 0; i <= leadAt + 1 && i < steps.length; i++) {
      second += random.int(20, 180)
      push('step', flowPath, { subject: `${flow}:${i + 1}`, label: titles[steps[i]!] ?? steps[i]! })
      if (i <= leadAt && !random.chance(flow === 'finance' ? 0.66 : 0.72)) return null
    }
    return visitLead(form, category, flowPath, car)
  }

  function visitLead(form: DemoLead['form'], category: string, at: string, car: DemoCar | null): DemoLead {
    return {
      day,
      second: Math.min(second, 86_399),
      visit,
      form,
      category,
      path: at,
      landingPage,
      referrerClass,
      campaign,
      source,
      clicked: clicked?.subject ?? null,
      clickedLabel: clicked?.label ?? null,
      car,
    }
  }

  // No flow: an enquiry now and then, far likelier after a promo click (most of all the star promo's).
  if (!lead) {
    const chance = 0.006 + (viewed ? 0.02 : 0) + (clicked?.promo ? (clicked.promo === star ? 0.16 : 0.05) : clicked ? 0.025 : 0)
    if (random.chance(chance)) {
      second += random.int(30, 240)
      const form = viewed ? (random.chance(0.6) ? 'enquiry' : 'test-drive') : 'contact'
      lead = visitLead(form, LEAD_FORMS[form].category, events.at(-1)!.path, viewed)
    }
  }
  return { events, lead }
}
