import { leafReader, parseSearchableAttributes } from './attributes'
import { compareText } from './facet-index'
import { words } from './text'
import type { TextIndex } from './types'

/** Attribute priorities are stored in a byte; 255 means "not matched" at query time. */
const MAX_PRIORITY = 254
export const NO_PRIORITY = 255
/** Positions are stored in a byte: proximity stops counting at 8, so later words only need an order. */
const MAX_POSITION = 255
/** Words of two values (array items, or attributes sharing a priority) are this far apart: never "near". */
const VALUE_GAP = 8
const MAX_DEPTH = 8

/** Strings and numbers anywhere inside a value (nested objects and arrays included). */
function textLeaves(value: unknown, out: string[], depth = 0): void {
  if (typeof value === 'string') out.push(value)
  else if (typeof value === 'number' && Number.isFinite(value)) out.push(String(value))
  else if (value !== null && typeof value === 'object' && depth < MAX_DEPTH) {
    for (const item of Object.values(value)) textLeaves(item, out, depth + 1)
  }
}

/** The words of a value, with the tokens of Algolia's placeholder synonyms (`<seats>`) kept whole. */
function indexWords(text: string, placeholders: ReadonlySet<string>): string[] {
  if (placeholders.size === 0 || !text.includes('<')) return words(text)
  const out: string[] = []
  let copied = 0
  for (const match of text.matchAll(/<[^<>\s]+>/g)) {
    const token = match[0].toLowerCase()
    if (!placeholders.has(token)) continue
    out.push(...words(text.slice(copied, match.index)), token)
    copied = match.index + match[0].length
  }
  out.push(...words(text.slice(copied)))
  return out
}

export interface TextIndexOptions {
  /** Placeholder tokens to index whole. */
  placeholders?: ReadonlySet<string>
  /** Attributes (as named in searchableAttributes) where a word with a typo does not match. */
  typoDisabledAttributes?: readonly string[]
}

/** One searchable attribute: how to read it, and whether a typo may match in it. */
export interface SearchableField {
  read: (record: unknown) => unknown[]
  typos: boolean
}

/**
 * Every word of a record's searchable attributes, best priority first, with its position in its
 * priority group (attributes sharing a priority count on, VALUE_GAP apart).
 */
function forEachWord(
  record: unknown,
  fields: readonly (readonly SearchableField[])[],
  placeholders: ReadonlySet<string>,
  visit: (word: string, priority: number, position: number, typos: boolean) => void,
): void {
  const leaves: string[] = []
  for (let index = 0; index < fields.length; index++) {
    const priority = Math.min(index, MAX_PRIORITY)
    let position = 0
    for (const { read, typos } of fields[index] as readonly SearchableField[]) {
      leaves.length = 0
      for (const leaf of read(record)) textLeaves(leaf, leaves)
      for (const text of leaves) {
        for (const word of indexWords(text, placeholders)) visit(word, priority, position++, typos)
        position += VALUE_GAP - 1
      }
    }
  }
}

/**
 * Sorted distinct words, each with its records; per record the best (lowest) attribute priority
 * holding the word and where it first appears there, for the proximity and attribute criteria.
 */
export function buildTextIndex(records: readonly unknown[], searchableAttributes: readonly string[], options: TextIndexOptions = {}): TextIndex {
  const groups = parseSearchableAttributes(searchableAttributes)
  const typoDisabled = new Set(options.typoDisabledAttributes ?? [])
  const fields = groups.map((group) => group.map((path): SearchableField => ({ read: leafReader(path), typos: !typoDisabled.has(path) })))
  const placeholders = options.placeholders ?? new Set<string>()
  const tracksTypos = groups.some((group) => group.some((path) => typoDisabled.has(path)))
  const wordIds = new Map<string, number>()
  const wordList: string[] = []
  // (word, record, priority and position) triples, in record order so each word's records come out ascending.
  const tripleWord: number[] = []
  const tripleRecord: number[] = []
  const triplePlace: number[] = []
  const tripleTypoPriority: number[] = []
  const best = new Map<number, number>()
  const bestTypo = new Map<number, number>()
  for (let record = 0; record < records.length; record++) {
    best.clear()
    bestTypo.clear()
    forEachWord(records[record], fields, placeholders, (word, priority, position, typos) => {
      let id = wordIds.get(word)
      if (id === undefined) {
        id = wordList.length
        wordList.push(word)
        wordIds.set(word, id)
      }
      if (!best.has(id)) best.set(id, priority * 256 + Math.min(position, MAX_POSITION))
      if (typos && !bestTypo.has(id)) bestTypo.set(id, priority)
    })
    for (const [id, place] of best) {
      tripleWord.push(id)
      tripleRecord.push(record)
      triplePlace.push(place)
      if (tracksTypos) tripleTypoPriority.push(bestTypo.get(id) ?? NO_PRIORITY)
    }
  }

  // Lay postings out in alphabetical word order so a prefix is one contiguous run of words.
  const sorted = Uint32Array.from(wordList.keys()).sort((a, b) => compareText(wordList[a] as string, wordList[b] as string))
  const rank = new Uint32Array(wordList.length)
  sorted.forEach((id, at) => (rank[id] = at))
  const postingStart = new Uint32Array(wordList.length + 1)
  for (const id of tripleWord) postingStart[(rank[id] as number) + 1] = (postingStart[(rank[id] as number) + 1] as number) + 1
  for (let at = 0; at < wordList.length; at++) postingStart[at + 1] = (postingStart[at + 1] as number) + (postingStart[at] as number)
  const cursor = postingStart.slice(0, wordList.length)
  const postingIds = new Uint32Array(tripleWord.length)
  const postingAttribute = new Uint8Array(tripleWord.length)
  const postingPosition = new Uint8Array(tripleWord.length)
  const postingTypoAttribute = tracksTypos ? new Uint8Array(tripleWord.length) : postingAttribute
  for (let i = 0; i < tripleWord.length; i++) {
    const at = rank[tripleWord[i] as number] as number
    const slot = cursor[at] as number
    const place = triplePlace[i] as number
    postingIds[slot] = tripleRecord[i] as number
    postingAttribute[slot] = place >>> 8
    postingPosition[slot] = place & 0xff
    if (tracksTypos) postingTypoAttribute[slot] = tripleTypoPriority[i] as number
    cursor[at] = slot + 1
  }

  const attributePriority = new Map<string, number>()
  groups.forEach((group, index) => group.forEach((path) => attributePriority.set(path, Math.min(index, MAX_PRIORITY))))
  return {
    // Words grown letter by letter are rope strings in V8; flat copies (what JSON.parse makes) make
    // the typo walk's letter reads about twice as fast.
    words: JSON.parse(JSON.stringify(Array.from(sorted, (id) => wordList[id] as string))) as string[],
    postingStart,
    postingIds,
    postingAttribute,
    postingPosition,
    postingTypoAttribute,
    attributePriority,
    fields,
    placeholders,
    highlightAttributes: [...new Set(groups.flat().map((path) => path.split('.')[0] as string))],
  }
}

const ASCII = /^[\x00-\x7f]*$/

/**
 * Whether the record holds `sequence` as consecutive words of one attribute value of the given
 * priority (values are VALUE_GAP apart, so a sequence never spans two). A value in ASCII holds a word
 * only if its lower-cased text contains it, which rules out most values without splitting them into words.
 */
export function holdsSequence(text: TextIndex, record: unknown, sequence: readonly string[], priority: number): boolean {
  const leaves: string[] = []
  for (const { read } of text.fields[priority] ?? []) for (const leaf of read(record)) textLeaves(leaf, leaves)
  for (const leaf of leaves) {
    if (ASCII.test(leaf)) {
      const lower = leaf.toLowerCase()
      if (!sequence.every((word) => lower.includes(word))) continue
    }
    const words = indexWords(leaf, text.placeholders)
    for (let at = 0; at + sequence.length <= words.length; at++) {
      if (sequence.every((word, k) => words[at + k] === word)) return true
    }
  }
  return false
}
