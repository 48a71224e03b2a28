/**
 * The insights dashboard's figures (issue 44) from the rows its queries return: the daily rollups
 * (insight_daily, summed over each period), the leads with what brought them (attribution_*), and the
 * stock's dates and prices. Pure, so the ranking and the arithmetic are tested without a database.
 */
import { daysOf, periodChange, percentOf, perThousand, searchOutcome, stepDropOff, type Change, type SearchOutcome } from './insights-report'
import { CHARTED_CATEGORIES, daysInStock, FLOWS, FUNNEL_STEPS, leadCategory, priceChangeText, subjectKind, type ReportInput } from './insights-report-rows'
import { REFERRER_LABELS } from './insights-rules'

const LIMITS = { pages: 100, cars: 200, searches: 100 }

/** Sums per key for both periods. */
class Tally {
  private readonly counts = new Map<string, [number, number]>()
  add(key: string, current: boolean, amount: number) {
    const entry = this.counts.get(key) ?? [0, 0]
    entry[current ? 0 : 1] += amount
    this.counts.set(key, entry)
  }
  change(key: string): Change {
    const [current, previous] = this.counts.get(key) ?? [0, 0]
    return periodChange(current, previous)
  }
  current = (key: string): number => this.counts.get(key)?.[0] ?? 0
  keys = (): string[] => [...this.counts.keys()]
}

const keyOf = (siteId: number, subject: string) => `${siteId}|${subject}`
const splitKey = (key: string): [number, string] => [Number(key.slice(0, key.indexOf('|'))), key.slice(key.indexOf('|') + 1)]
const byDesc =
  <T>(...values: ((item: T) => number | null)[]) =>
  (a: T, b: T): number => {
    for (const value of values) if ((value(b) ?? -1) !== (value(a) ?? -1)) return (value(b) ?? -1) - (value(a) ?? -1)
    return 0
  }

export interface LeadsByDay {
  categories: string[]
  days: { day: string; total: number; counts: Record<string, number> }[]
}

export function shapeInsightsReport({ period, now, daily, leads, tradeIns, stock }: ReportInput) {
  const isCurrent = (day: string) => day >= period.current.from
  const labels = new Map<string, string>()
  const dailyTally = new Tally()
  const visitTally = new Tally()
  const results = new Map<string, { min: number | null; max: number | null }>()
  for (const row of daily) {
    const key = `${row.kind}|${keyOf(row.siteId, row.subject)}`
    dailyTally.add(key, row.current, row.events)
    visitTally.add(key, row.current, row.visits)
    if (row.label && (row.current || !labels.has(keyOf(row.siteId, row.subject)))) labels.set(keyOf(row.siteId, row.subject), row.label)
    if (row.current && row.kind === 'search') results.set(keyOf(row.siteId, row.subject), { min: row.resultsMin, max: row.resultsMax })
  }
  const sumOver = (tally: Tally, kind: string, subject: string): Change => {
    const keys = tally.keys().filter((key) => key.startsWith(`${kind}|`) && splitKey(key.slice(kind.length + 1))[1] === subject)
    const current = keys.reduce((sum, key) => sum + tally.change(key).current, 0)
    return periodChange(
      current,
      keys.reduce((sum, key) => sum + tally.change(key).previous, 0),
    )
  }

  const byCategory = new Tally()
  const bySource = new Tally()
  const byCampaign = new Tally()
  const byPage = new Tally()
  const byClicked = new Tally()
  const byCar = new Tally()
  const perDay = new Map<string, Map<string, number>>()
  for (const lead of leads) {
    const current = isCurrent(lead.day)
    const category = leadCategory(lead.form, lead.category)
    byCategory.add(category, current, lead.leads)
    bySource.add(lead.referrerClass || 'unknown', current, lead.leads)
    if (lead.campaign) byCampaign.add(lead.campaign, current, lead.leads)
    if (lead.landingPage) byPage.add(keyOf(lead.siteId, lead.landingPage), current, lead.leads)
    if (lead.clicked) byClicked.add(keyOf(lead.siteId, lead.clicked), current, lead.leads)
    if (lead.clicked && lead.clickedLabel && !labels.has(keyOf(lead.siteId, lead.clicked))) labels.set(keyOf(lead.siteId, lead.clicked), lead.clickedLabel)
    if (lead.carSlug) byCar.add(keyOf(lead.siteId, lead.carSlug), current, lead.leads)
    if (lead.form === 'reservation') byCategory.add('\u0000reservations', current, lead.leads)
    if (current) {
      const day = perDay.get(lead.day) ?? new Map<string, number>()
      day.set(category, (day.get(category) ?? 0) + lead.leads)
      perDay.set(lead.day, day)
    }
  }
  const labelOf = (siteId: number, subject: string) => labels.get(keyOf(siteId, subject)) ?? subject
  const subjectsOf = (kinds: string[], test: (subject: string) => boolean, extra: Tally): string[] => {
    const keys = new Set(extra.keys())
    for (const key of dailyTally.keys()) {
      const [kind, rest] = [key.slice(0, key.indexOf('|')), key.slice(key.indexOf('|') + 1)]
      if (kinds.includes(kind) && test(splitKey(rest)[1])) keys.add(rest)
    }
    return [...keys]
  }

  const categoryNames = byCategory.keys().filter((name) => !name.startsWith('\u0000'))
  const categories = categoryNames.map((category) => ({ category, leads: byCategory.change(category) })).sort(byDesc((row) => row.leads.current))
  const charted = categories.filter((row) => row.leads.current > 0).map((row) => row.category)
  const chartedNames = charted.length > CHARTED_CATEGORIES ? [...charted.slice(0, CHARTED_CATEGORIES - 1), 'Other'] : charted
  const leadsByDay: LeadsByDay = {
    categories: chartedNames,
    days: daysOf(period.current).map((day) => {
      const counts: Record<string, number> = Object.fromEntries(chartedNames.map((name) => [name, 0]))
      let total = 0
      for (const [category, count] of perDay.get(day) ?? []) {
        const name = chartedNames.includes(category) ? category : 'Other'
        counts[name] = (counts[name] ?? 0) + count
        total += count
      }
      return { day, total, counts }
    }),
  }

  const totalLeads = periodChange(
    categories.reduce((sum, row) => sum + row.leads.current, 0),
    categories.reduce((sum, row) => sum + row.leads.previous, 0),
  )
  const reservations = byCategory.change('\u0000reservations')
  // A sales-side outcome beside reservations, not a funnel step: an accepted offer follows a trade-in lead, not a reservation.
  const tradeInTally = new Tally()
  for (const row of tradeIns) tradeInTally.add('accepted', isCurrent(row.day), row.accepted)
  const tradeInsAccepted = tradeInTally.change('accepted')
  const funnelCounts: Record<keyof typeof FUNNEL_STEPS, Change> = {
    visited: sumOver(visitTally, 'funnel', 'visited'),
    searched: sumOver(visitTally, 'funnel', 'searched'),
    viewed_car: sumOver(visitTally, 'funnel', 'viewed_car'),
    leads: totalLeads,
    reservations,
  }
  const funnelKeys = Object.keys(FUNNEL_STEPS) as (keyof typeof FUNNEL_STEPS)[]
  const funnel = funnelKeys.map((key, index) => ({
    key,
    label: FUNNEL_STEPS[key],
    count: funnelCounts[key],
    ofPrevious: index === 0 ? null : percentOf(funnelCounts[key].current, funnelCounts[funnelKeys[index - 1]!].current),
  }))

  const sourceNames = new Set([...bySource.keys(), ...subjectsOf(['source'], () => true, new Tally()).map((key) => splitKey(key)[1])])
  const sources = [...sourceNames]
    .map((source) => {
      const visits = sumOver(visitTally, 'source', source)
      const leadsFrom = bySource.change(source)
      return {
        source,
        label: REFERRER_LABELS[source as keyof typeof REFERRER_LABELS] ?? source,
        visits,
        leads: leadsFrom,
        perThousandVisits: perThousand(leadsFrom.current, visits.current),
      }
    })
    .sort(
      byDesc(
        (row) => row.leads.current,
        (row) => row.visits.current,
      ),
    )
  const campaigns = byCampaign
    .keys()
    .map((campaign) => ({ campaign, leads: byCampaign.change(campaign) }))
    .sort(byDesc((row) => row.leads.current))

  const promos = subjectsOf(['impression', 'click'], (subject) => /^(promo|block):/.test(subject), byClicked)
    .map((key) => {
      const [siteId, subject] = splitKey(key)
      const impressions = dailyTally.current(`impression|${key}`)
      const leadsFrom = byClicked.change(key)
      const clicks = dailyTally.current(`click|${key}`)
      return {
        siteId,
        subject,
        label: labelOf(siteId, subject),
        kind: subjectKind(subject),
        impressions,
        clicks,
        leads: leadsFrom,
        perThousand: perThousand(leadsFrom.current, impressions),
      }
    })
    .sort(
      byDesc(
        (row) => row.leads.current,
        (row) => row.perThousand,
        (row) => row.impressions,
      ),
    )

  const pages = subjectsOf(['page_view'], () => true, byPage)
    .map((key) => {
      const [siteId, path] = splitKey(key)
      const views = dailyTally.current(`page_view|${key}`)
      const leadsFrom = byPage.change(key)
      return { siteId, path, views, visits: visitTally.current(`page_view|${key}`), leads: leadsFrom, perThousand: perThousand(leadsFrom.current, views) }
    })
    .sort(
      byDesc(
        (row) => row.leads.current,
        (row) => row.perThousand,
        (row) => row.views,
      ),
    )
    .slice(0, LIMITS.pages)

  const stockByKey = new Map(stock.map((car) => [keyOf(car.siteId, car.slug), car]))
  const cars = [...new Set([...stockByKey.keys(), ...subjectsOf(['vehicle_view'], () => true, byCar)])]
    .map((key) => {
      const [siteId, slug] = splitKey(key)
      const car = stockByKey.get(key)
      const priceChange = car ? priceChangeText(car) : null
      return {
        siteId,
        slug,
        name: car?.name || labelOf(siteId, slug),
        views: dailyTally.current(`vehicle_view|${key}`),
        enquiries: byCar.current(key),
        daysInStock: car ? daysInStock(car.listedAt, car.status === 'sold' ? car.soldAt : null, now) : null,
        priceChange,
        status: car ? (car.status ?? 'listed') : 'not in stock',
      }
    })
    .sort(
      byDesc(
        (row) => row.views,
        (row) => row.enquiries,
        (row) => row.daysInStock,
      ),
    )
    .slice(0, LIMITS.cars)

  const searches = subjectsOf(['search'], (subject) => subject !== '', new Tally())
    .map((key) => {
      const [siteId, words] = splitKey(key)
      const found = results.get(key)
      const outcome: SearchOutcome = searchOutcome(found?.max)
      return {
        siteId,
        words,
        searches: dailyTally.current(`search|${key}`),
        visits: visitTally.current(`search|${key}`),
        fewest: found?.min ?? 0,
        most: found?.max ?? 0,
        outcome,
      }
    })
    .filter((row) => row.searches > 0 && row.outcome !== 'enough')
    .sort(
      byDesc(
        (row) => row.searches,
        (row) => row.visits,
      ),
    )
    .slice(0, LIMITS.searches)

  const flows = (Object.keys(FLOWS) as (keyof typeof FLOWS)[])
    .map((flow) => {
      const steps = new Map<number, { step: number; label: string; visits: number }>()
      for (const key of subjectsOf(['step'], (subject) => subject.startsWith(`${flow}:`), new Tally())) {
        const [siteId, subject] = splitKey(key)
        const step = Number(subject.slice(flow.length + 1))
        if (!Number.isInteger(step)) continue
        const entry = steps.get(step) ?? { step, label: labelOf(siteId, subject), visits: 0 }
        entry.visits += visitTally.current(`step|${key}`)
        steps.set(step, entry)
      }
      return { flow, label: FLOWS[flow], steps: stepDropOff([...steps.values()]) }
    })
    .filter((flow) => flow.steps.some((step) => step.visits > 0))

  return {
    period,
    totals: { leads: totalLeads, reservations, tradeInsAccepted, visits: funnelCounts.visited },
    leadsByDay,
    categories,
    sources,
    campaigns,
    funnel,
    promos,
    pages,
    cars,
    searches,
    flows,
  }
}

export type InsightsReport = ReturnType<typeof shapeInsightsReport>
