/** Long texts cut with a Show More toggle (spec §4 finance disclaimer, §5 dealer comments, §9 limits). */
import { DEFAULT_TEXTS, type Texts } from './texts'

export const TEXT_LIMITS = { dealerComments: 400, financeDisclaimer: 197, specs: 4, features: 8 } as const

export interface CutText {
  text: string
  /** The text was longer than the limit, so the toggle is shown. */
  truncated: boolean
}

/** The first `limit` characters followed by "...", or the whole text when it fits or is expanded. */
export function cutText(text: string, limit: number, expanded = false): CutText {
  const truncated = text.length > limit
  return { text: truncated && !expanded ? `${text.slice(0, limit).trimEnd()}...` : text, truncated }
}

/** The finance disclaimer: expanded by default, 197 characters when collapsed. */
export function financeDisclaimer(text: string | null | undefined, expanded = true): CutText {
  return cutText(text ?? '', TEXT_LIMITS.financeDisclaimer, expanded)
}

/** Dealer comments cut at 400 characters; missing comments show the pending message instead. */
export function dealerComments(comments: string | null | undefined, expanded = false, texts: Texts = DEFAULT_TEXTS): CutText & { pending: boolean } {
  const trimmed = comments?.trim() ?? ''
  if (!trimmed) return { text: texts.dealerCommentsPending, truncated: false, pending: true }
  return { ...cutText(trimmed, TEXT_LIMITS.dealerComments, expanded), pending: false }
}

/** Spec rows and features shown before "Show All": the first 4 specs, the first 8 features. */
export function visibleItems<T>(items: readonly T[], limit: number, expanded = false): { items: T[]; hidden: number } {
  const shown = expanded ? [...items] : items.slice(0, limit)
  return { items: shown, hidden: items.length - shown.length }
}

/** A spec row is hidden when its value is empty, null or the text "null" (feeds send all three). */
export function isSpecValueShown(value: unknown): boolean {
  if (value === null || value === undefined) return false
  const text = String(value).trim()
  return text !== '' && text.toLowerCase() !== 'null'
}

export function visibleSpecRows<T extends { value: unknown }>(rows: readonly T[]): T[] {
  return rows.filter((row) => isSpecValueShown(row.value))
}
