/**
 * The sales counter as the browser keeps it between refreshes (spec §9 "Sales counter"). Brisbane
 * keeps UTC+10 all year (Queensland has no daylight saving), so the browser shifts its clock by ten
 * hours instead of shipping a time-zone library with the island; the tests check this agrees with
 * salesCounter. The rule's numbers come in as an argument (the server passes SALES_COUNTER) so the
 * island's bundle does not pull in sales-counter.ts and its time-zone library (about 24 KB).
 */
import type { SALES_COUNTER } from './sales-counter'

export type SalesCounterRule = Pick<typeof SALES_COUNTER, 'perDay' | 'secondsPerSale' | 'refreshSeconds' | 'countUpMs'>

const BRISBANE_UTC_OFFSET_MS = 10 * 60 * 60 * 1000

/** (day of month - 1) x 192 + seconds into the day / 450 on Brisbane's clock, from epoch milliseconds. */
export function salesCounterAt(epochMs: number, rule: SalesCounterRule): number {
  const brisbane = new Date(epochMs + BRISBANE_UTC_OFFSET_MS)
  const secondsIntoDay = brisbane.getUTCHours() * 3600 + brisbane.getUTCMinutes() * 60 + brisbane.getUTCSeconds()
  return (brisbane.getUTCDate() - 1) * rule.perDay + Math.floor(secondsIntoDay / rule.secondsPerSale)
}

/**
 * The figure to move to from the one shown: the latest, unless it is a little lower (a browser clock
 * running behind the server's must not take a sale back); a much lower one is a new month, shown as is.
 */
export function salesCounterTarget(shown: number, latest: number, rule: Pick<SalesCounterRule, 'perDay'>): number {
  return latest >= shown || latest < shown - rule.perDay ? latest : shown
}

/**
 * The figure shown `elapsedMs` into a count-up from `from` to `to` (spec §9 "counts up over 2 s"),
 * easing out so it settles on the new value. A lower target (a new month) shows at once: it never counts down.
 */
export function salesCounterFrame(from: number, to: number, elapsedMs: number, durationMs: number): number {
  if (to <= from || durationMs <= 0 || elapsedMs >= durationMs) return to
  const t = Math.max(0, elapsedMs) / durationMs
  return from + Math.floor((to - from) * (1 - (1 - t) ** 3))
}
