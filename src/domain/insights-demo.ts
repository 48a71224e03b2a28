/**
 * Demo insights (issue 44): a few weeks of believable shopper visits for one site, made from its real
 * pages, cars, promos and blocks, so the Insights dashboard of a fresh demo shows something true.
 * Deterministic: each day has its own random stream from (seed, day), so the same day comes out the
 * same whatever the window, and visit ids repeat exactly (the seed's inserts skip what is stored).
 */
import { demoRandom, type DemoInsightEvent, type DemoLead, type DemoPromo, type InsightsDemoMaterial } from './insights-demo-shapes'
import { demoVisit, liveOn } from './insights-demo-visit'

export { demoSearchWords, type DemoCar, type DemoSearchWords } from './insights-demo-words'
export { type DemoBlock, type DemoInsightEvent, type DemoLead, type DemoPromo, type DemoRandom, type InsightsDemoMaterial } from './insights-demo-shapes'

export interface InsightsDemoOptions {
  seed: number
  /** YYYY-MM-DD on the site's clock: the window is the `days` days before it. */
  today: string
  days: number
  material: InsightsDemoMaterial
  /** Visits on an ordinary weekday; weekends bring more. Standard 150. */
  visitsPerDay?: number
}

const DAY_MS = 86_400_000
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS)
/** The day `n` days after `day` (YYYY-MM-DD; negative goes back). */
export const addDays = (day: string, n: number): string => new Date((dayNumber(day) + n) * DAY_MS).toISOString().slice(0, 10)

/** Shoppers of a car dealer: quiet nights, a lunchtime bump, busiest in the evening. */
const HOUR_WEIGHTS = [1, 0.5, 0.3, 0.3, 0.4, 0.8, 2, 4, 6, 8, 9, 10, 11, 10, 9, 9, 9, 10, 12, 14, 14, 11, 7, 3]
const HOURS = HOUR_WEIGHTS.map((_, hour) => hour)
/** Sunday first: Saturday and Sunday are a dealer's big days, Friday evening next. */
const WEEKDAY_FACTOR = [1.4, 0.95, 0.9, 0.9, 0.95, 1.1, 1.55]

/**
 * The promo that brings the most leads: the first live at the window's end with a campaign behind it
 * (else the first live). Shoppers click it more, and its clickers enquire more, so "which promo
 * brought the most leads last week" has a clear answer.
 */
export function starPromo(promos: readonly DemoPromo[], lastDay: string): DemoPromo | null {
  const live = promos.filter((promo) => liveOn(promo, lastDay))
  return live.find((promo) => promo.campaign) ?? live[0] ?? null
}

/** Every event and lead of the `days` days before `today`, oldest first. */
export function generateInsightsDemo({ seed, today, days, material, visitsPerDay = 150 }: InsightsDemoOptions): {
  events: DemoInsightEvent[]
  leads: DemoLead[]
} {
  const events: DemoInsightEvent[] = []
  const leads: DemoLead[] = []
  const star = starPromo(material.promos, addDays(today, -1))
  for (let back = days; back >= 1; back--) {
    const day = addDays(today, -back)
    const random = demoRandom((Math.imul(seed >>> 0, 0x9e3779b1) ^ Math.imul(dayNumber(day), 0x85ebca6b)) >>> 0)
    const weekday = new Date(dayNumber(day) * DAY_MS).getUTCDay()
    const count = Math.round(visitsPerDay * WEEKDAY_FACTOR[weekday]! * (0.85 + random.next() * 0.3))
    for (let index = 0; index < count; index++) {
      const start = random.weighted(HOURS, (hour) => HOUR_WEIGHTS[hour]!) * 3600 + random.int(0, 3599)
      const made = demoVisit(random, { day, visit: `demo-${seed}-${day.replaceAll('-', '')}-${index}`, start, material, star })
      events.push(...made.events)
      if (made.lead) leads.push(made.lead)
    }
  }
  return { events, leads }
}
