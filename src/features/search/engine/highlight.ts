import type { QueryWord } from './query'
import { originalEnd, tokenizeText } from './text'
import type { HighlightResult, HighlightResultOption, MatchLevel } from '../port'

export interface HighlightTags {
  pre: string
  post: string
}

/**
 * Wraps the matched part of each word in `pre`/`post` (only the prefix a query word covers:
 * "toy" gives `<em>Toy</em>ota`). Values are not HTML-escaped, as in Algolia; InstantSearch escapes
 * them itself around its own tags.
 */
export function highlightText(text: string, query: readonly QueryWord[], tags: HighlightTags): HighlightResultOption {
  if (query.length === 0) return { value: text, matchLevel: 'none', matchedWords: [] }
  const matched = new Set<number>()
  let value = ''
  let copied = 0
  let fully = true
  const tokens = tokenizeText(text)
  for (const token of tokens) {
    let longest = 0
    query.forEach((word, i) => {
      if (word.prefix ? token.word.startsWith(word.text) : token.word === word.text) {
        matched.add(i)
        longest = Math.max(longest, word.text.length)
      }
    })
    if (longest < token.word.length) fully = false
    if (longest === 0) continue
    const end = originalEnd(text, token, longest)
    value += text.slice(copied, token.start) + tags.pre + text.slice(token.start, end) + tags.post
    copied = end
  }
  value += text.slice(copied)
  const matchLevel: MatchLevel = matched.size === 0 ? 'none' : matched.size === query.length ? 'full' : 'partial'
  const matchedWords = [...new Set(query.filter((_, i) => matched.has(i)).map((word) => word.text))]
  if (matchLevel === 'none') return { value, matchLevel, matchedWords }
  return { value, matchLevel, matchedWords, fullyHighlighted: fully && tokens.length > 0 }
}

const MAX_DEPTH = 8

/** Highlights any JSON value: strings and numbers directly, arrays and objects element by element. */
export function highlightValue(value: unknown, query: readonly QueryWord[], tags: HighlightTags, depth = 0): HighlightResult | undefined {
  if (typeof value === 'string') return highlightText(value, query, tags)
  if (typeof value === 'number' && Number.isFinite(value)) return highlightText(String(value), query, tags)
  if (value === null || typeof value !== 'object' || depth >= MAX_DEPTH) return undefined
  if (Array.isArray(value)) {
    return value.map((item: unknown) => highlightValue(item, query, tags, depth + 1)).filter((item) => item !== undefined)
  }
  const out: Record<string, HighlightResult> = {}
  for (const [key, item] of Object.entries(value)) {
    const result = highlightValue(item, query, tags, depth + 1)
    if (result !== undefined) out[key] = result
  }
  return out
}
