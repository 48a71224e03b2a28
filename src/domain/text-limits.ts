/** Long texts cut with a Show More toggle (spec §4 finance disclaimer, §5 dealer comments, §9 limits). */
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

/** A spec row is hidden when its value is empty, null or the text "null" (feeds send all three). */
export function isSpecValueShown(value: unknown): boolean {
  if (value === null || value === undefined) return false
  const text = String(value).trim()
  return text !== '' && text.toLowerCase() !== 'null'
}
