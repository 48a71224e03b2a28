/**
 * What the insights dashboard's queries return (issue 44), and how the dashboard names it: lead
 * categories, promo and block kinds, where shoppers came from, funnel steps and flows, a car's days
 * in stock and its price change. insights-report-shape.ts makes the report from these.
 */
import { formatDate } from './format'
import { LEAD_FORMS } from './lead-form-catalogue'
import { formatMoney } from './money'
import { DAY_MS, toDate } from './time'
import type { ReportPeriod } from './insights-report'

/** insight_daily summed over one period for one site, kind and subject. */
export interface DailyTotal {
  siteId: number
  kind: string
  subject: string
  /** The report's period, else the one it is compared with. */
  current: boolean
  label: string | null
  events: number
  visits: number
  resultsMin: number | null
  resultsMax: number | null
}

/** Leads counted by day and by what brought them. */
export interface LeadCount {
  siteId: number
  day: string
  form: string
  category: string | null
  referrerClass: string | null
  campaign: string | null
  landingPage: string | null
  clicked: string | null
  clickedLabel: string | null
  carSlug: string | null
  leads: number
}

/** Trade-in offers accepted, by site and by the day (on the dealer's clock) the shopper accepted. */
export interface TradeInCount {
  siteId: number
  day: string
  accepted: number
}

/** A car in a site's stock feed now. */
export interface StockCarFacts {
  siteId: number
  slug: string
  name: string | null
  status: string | null
  /** The feed's listing date, else when the platform first saw the car. */
  listedAt: string | null
  soldAt: string | null
  price: number | null
  /** The feed's "was" price. */
  beforePrice: number | null
  /** The last price drop an import recorded in the period (stock_changes). */
  drop: { from: number; to: number; on: string } | null
}

export interface ReportInput {
  period: ReportPeriod
  now: Date
  daily: readonly DailyTotal[]
  leads: readonly LeadCount[]
  tradeIns: readonly TradeInCount[]
  stock: readonly StockCarFacts[]
}

export const FUNNEL_STEPS = {
  visited: 'Visits',
  searched: 'Searched',
  viewed_car: 'Viewed a car',
  leads: 'Sent a lead',
  reservations: 'Reserved or bought',
} as const
export const FLOWS = { checkout: 'Checkout (reserve or buy online)', 'trade-in': 'Trade-in valuation', finance: 'Finance pre-approval' } as const
/** The categories charted on their own; the rest are added up as Other. */
export const CHARTED_CATEGORIES = 6

/** A lead's category as the dashboard groups it: reservations and online purchases by their form, others as the lead says. */
export function leadCategory(form: string, category: string | null): string {
  if (form === 'reservation') return category === 'Buy Online' ? 'Buy online' : 'Reservation'
  return category?.trim() || LEAD_FORMS[form as keyof typeof LEAD_FORMS]?.category || form
}

/** "Promo", "Block: hero" */
export function subjectKind(subject: string): string {
  const [kind, blockType] = subject.split(':')
  return kind === 'promo' ? 'Promo' : `Block: ${blockType ?? ''}`
}

/** Days from listing to sale (or now), whole days; null when the listing date is unknown. */
export function daysInStock(listedAt: string | null, soldAt: string | null, now: Date): number | null {
  const listed = toDate(listedAt)
  if (!listed) return null
  const end = toDate(soldAt) ?? now
  return Math.max(0, Math.floor((end.getTime() - listed.getTime()) / DAY_MS))
}

/** "Dropped $31,990 → $29,990 on 05/03/2026", "Was $31,990, now $29,990"; null when no change is known. */
export function priceChangeText(car: Pick<StockCarFacts, 'drop' | 'price' | 'beforePrice'>): string | null {
  if (car.drop) return `Dropped ${formatMoney(car.drop.from)} → ${formatMoney(car.drop.to)} on ${formatDate(car.drop.on)}`
  if (car.beforePrice && car.price && car.beforePrice > car.price) return `Was ${formatMoney(car.beforePrice)}, now ${formatMoney(car.price)}`
  return null
}
