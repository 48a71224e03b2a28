import { words } from './text'
import type { Synonym } from '../port'

/** What a run of query words may also match: other words, with the typos Algolia counts for them. */
export interface SynonymTarget {
  words: string[]
  /** 1 or 2 for alternative corrections, otherwise 0. */
  typos: number
  /** Counts for the exact criterion (Algolia's default alternativesAsExact: single-word synonyms only). */
  exact: boolean
}

export interface SynonymTable {
  /** Folded query words joined by one space → what they may also match. */
  byKey: Map<string, SynonymTarget[]>
  /** Most words in a key, so the planner knows how far to look ahead. */
  longestKey: number
  /** Placeholder tokens as the index stores them ("<seats>"), to recognise in record text. */
  placeholders: Set<string>
}

const PLACEHOLDER = /^<[^<>\s]+>$/

/** Folds a placeholder the way record text is matched: trimmed and lower-cased, brackets kept. */
function foldPlaceholder(text: string): string {
  return text.trim().toLowerCase()
}

/**
 * Algolia's synonym objects as a lookup: regular synonyms make every entry an alternative of the
 * others, one-way synonyms only from the input, alternative corrections count as 1 or 2 typos, and a
 * placeholder's replacements match the record token `<name>`. Malformed entries are skipped: the
 * admin validates them, and a bad one must not take the site's search down.
 */
export function compileSynonyms(synonyms: readonly Synonym[] | undefined): SynonymTable {
  const table: SynonymTable = { byKey: new Map(), longestKey: 0, placeholders: new Set() }
  const add = (from: string, to: readonly string[], typos: number) => {
    const key = words(from)
    const target = to.length === 1 && PLACEHOLDER.test(to[0] as string) ? [to[0] as string] : to.flatMap((text) => words(text))
    if (key.length === 0 || target.length === 0 || key.join(' ') === target.join(' ')) return
    const targets = table.byKey.get(key.join(' ')) ?? []
    if (!targets.some((known) => known.words.join(' ') === target.join(' '))) {
      targets.push({ words: target, typos, exact: typos === 0 && key.length === 1 && target.length === 1 })
    }
    table.byKey.set(key.join(' '), targets)
    table.longestKey = Math.max(table.longestKey, key.length)
  }
  const texts = (list: unknown): string[] => (Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [])
  for (const synonym of synonyms ?? []) {
    switch (synonym?.type) {
      case 'synonym':
        for (const from of texts(synonym.synonyms)) for (const to of texts(synonym.synonyms)) if (from !== to) add(from, [to], 0)
        break
      case 'oneWaySynonym':
        for (const to of texts(synonym.synonyms)) if (typeof synonym.input === 'string') add(synonym.input, [to], 0)
        break
      case 'altCorrection1':
      case 'altCorrection2':
        for (const to of texts(synonym.corrections)) if (typeof synonym.word === 'string') add(synonym.word, [to], synonym.type === 'altCorrection1' ? 1 : 2)
        break
      case 'placeholder': {
        if (typeof synonym.placeholder !== 'string' || !PLACEHOLDER.test(foldPlaceholder(synonym.placeholder))) break
        const token = foldPlaceholder(synonym.placeholder)
        table.placeholders.add(token)
        for (const replacement of texts(synonym.replacements)) add(replacement, [token], 0)
        break
      }
    }
  }
  return table
}
