/**
 * Marketer insights (issue 44): what a beacon from a shopper's browser may carry, which requests are
 * not counted (a shopper who asked not to be tracked, a bot, a prefetch), and the row each event is
 * stored as. The rules the browser shares are in ./insights-rules.ts (no zod there).
 */
import { z } from 'zod'

import { INSIGHT_FLOWS, INSIGHT_KINDS, INSIGHT_LIMITS, normaliseSearchWords, REFERRER_CLASSES, type InsightKind, type ReferrerClass } from './insights-rules'
import { plainText } from './text'

export * from './insights-rules'

/** PostgreSQL's integer. */
const MAX_INTEGER = 2_147_483_647

const text = (max: number) => plainText().trim().max(max)

/** The page's path: a beacon's path never carries the query string or hash (they may hold a shopper's details). */
const path = plainText()
  .max(INSIGHT_LIMITS.path)
  .refine((value) => value.startsWith('/'), "must start with '/'")
  .transform((value) => value.replace(/[?#].*$/s, ''))

const filters = z
  .record(text(INSIGHT_LIMITS.filterValue), z.array(text(INSIGHT_LIMITS.filterValue)).max(INSIGHT_LIMITS.filterValues))
  .refine((value) => Object.keys(value).length <= INSIGHT_LIMITS.filterKeys, `must have at most ${INSIGHT_LIMITS.filterKeys} filters`)

/** What each kind's subject must look like; page views and searches take theirs from path and query. */
const SUBJECT_OF: Partial<Record<InsightKind, { pattern: RegExp; message: string }>> = {
  vehicle_view: { pattern: /^\S/, message: "must be the car's slug" },
  impression: { pattern: /^(promo|block):\S/, message: "must start with 'promo:' or 'block:'" },
  click: { pattern: /^(promo|block):\S/, message: "must start with 'promo:' or 'block:'" },
  step: { pattern: new RegExp(`^(${INSIGHT_FLOWS.join('|')}):\\d{1,3}$`), message: `must be '<${INSIGHT_FLOWS.join('|')}>:<step number>'` },
}

export const insightEventSchema = z
  .object({
    seq: z.number().int().nonnegative().max(MAX_INTEGER),
    kind: z.enum(INSIGHT_KINDS),
    subject: text(INSIGHT_LIMITS.subject).optional(),
    label: text(INSIGHT_LIMITS.label).optional(),
    path,
    query: text(INSIGHT_LIMITS.query).optional(),
    filters: filters.optional(),
    resultCount: z.number().int().nonnegative().max(MAX_INTEGER).optional(),
    referrerClass: z.enum(REFERRER_CLASSES).optional(),
    campaign: text(INSIGHT_LIMITS.campaign).optional(),
  })
  .superRefine((event, context) => {
    const rule = SUBJECT_OF[event.kind]
    if (rule && !rule.pattern.test(event.subject ?? '')) context.addIssue({ code: 'custom', path: ['subject'], message: rule.message })
  })

/** A beacon: up to 50 events of one visit (a random id per browser tab, never a cookie). */
export const insightBeaconSchema = z.object({
  visit: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, _ or -'),
  events: z.array(insightEventSchema).min(1).max(50),
})

export type InsightEvent = z.output<typeof insightEventSchema>
export type InsightBeacon = z.output<typeof insightBeaconSchema>
export type InsightBeaconBody = z.input<typeof insightBeaconSchema>

/** One row of insight_events, less the site, the day and the time, which the server adds. */
export interface InsightEventRow {
  kind: InsightKind
  subject: string
  label: string | null
  path: string
  query: string | null
  filters: Record<string, string[]> | null
  resultCount: number | null
  referrerClass: ReferrerClass | null
  campaign: string | null
  seq: number
}

/**
 * The row an event is stored as. The server sets what it can work out itself: a page view's subject
 * is its path, a search's is its words normalised; fields that do not belong to the kind are dropped
 * (filters and counts are a search's, the referrer and campaign a page view's).
 */
export function insightEventRow(event: InsightEvent): InsightEventRow {
  const search = event.kind === 'search'
  const query = search ? normaliseSearchWords(event.query ?? event.subject) : null
  const chosen = search ? Object.entries(event.filters ?? {}).filter(([, values]) => values.length > 0) : []
  return {
    kind: event.kind,
    subject: event.kind === 'page_view' ? event.path.slice(0, INSIGHT_LIMITS.subject) : search ? (query ?? '') : (event.subject ?? ''),
    label: event.label || null,
    path: event.path,
    query: query || null,
    filters: chosen.length ? Object.fromEntries(chosen) : null,
    resultCount: search ? (event.resultCount ?? null) : null,
    referrerClass: event.kind === 'page_view' ? (event.referrerClass ?? null) : null,
    campaign: event.kind === 'page_view' ? event.campaign || null : null,
    seq: event.seq,
  }
}

/** Reads one request header; a Headers object is one. */
export interface HeaderSource {
  get(name: string): string | null
}

/**
 * Crawlers, link previews, page testers, uptime checks and HTTP libraries: not shoppers. "bot" also
 * ends the model name of Cubot phones, whose browsers are shoppers.
 */
const NOT_A_SHOPPER =
  /(?<!cu)bot|crawl|spider|slurp|facebookexternalhit|headlesschrome|lighthouse|pagespeed|phantomjs|pingdom|uptime|curl|wget|python-requests|axios|node-fetch|go-http-client/i

/** Whether a request's User-Agent is a bot's, a tool's or missing. */
export const isBotUserAgent = (userAgent: string | null | undefined): boolean => !userAgent?.trim() || NOT_A_SHOPPER.test(userAgent)

/** The shopper's browser asks not to be tracked: Do Not Track or Global Privacy Control. */
export const declinesTracking = (headers: HeaderSource): boolean => headers.get('dnt')?.trim() === '1' || headers.get('sec-gpc')?.trim() === '1'

/** A request the browser made ahead of the shopper (a prefetch or prerender), not a page they saw. */
export const isPrefetch = (headers: HeaderSource): boolean =>
  ['sec-purpose', 'purpose', 'x-moz', 'x-purpose'].some((name) => /prefetch|prerender/i.test(headers.get(name) ?? ''))
