/**
 * Finding the index words a query word matches, with typos: Damerau-Levenshtein distance in its
 * optimal-string-alignment form (a swap of two neighbouring letters is one typo), optionally as a
 * prefix (the distance to the closest start of the word).
 *
 * The sorted word list is walked as an implicit trie: the distance table's rows for a common prefix
 * with the previous word are kept, and when a row's minimum exceeds the allowed typos no word with
 * that prefix can match, so all of them are skipped with one binary search.
 */

export interface WordPattern {
  text: string
  /** Matches the start of longer words too. */
  prefix: boolean
  maxTypos: number
}

/** Index words a pattern matched, ascending, each with its typo count. */
export interface WordHits {
  ids: Uint32Array
  typos: Uint8Array
}

/** First position whose word is >= `key` (the words are sorted by UTF-16 code units). */
export function lowerBoundWord(list: readonly string[], key: string, from = 0): number {
  let low = from
  let high = list.length
  while (low < high) {
    const mid = (low + high) >>> 1
    if ((list[mid] as string) < key) low = mid + 1
    else high = mid
  }
  return low
}

/** First position past the words starting with `prefix`. */
function endOfPrefix(list: readonly string[], prefix: string, from: number): number {
  const next = prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1)
  return lowerBoundWord(list, next, from)
}

/** Whether `word` is one of the index words (exactly). */
export function hasWord(list: readonly string[], word: string): boolean {
  return list[lowerBoundWord(list, word)] === word
}

const EMPTY: WordHits = { ids: new Uint32Array(0), typos: new Uint8Array(0) }
/** Longer query words (no real word is) get no typos, which also keeps the distance table in bytes. */
const MAX_TYPO_WORD_LENGTH = 64

export function matchWords(list: readonly string[], pattern: WordPattern): WordHits {
  if (pattern.text === '') return EMPTY
  if (pattern.maxTypos <= 0 || pattern.text.length > MAX_TYPO_WORD_LENGTH) {
    const from = lowerBoundWord(list, pattern.text)
    const to = pattern.prefix ? endOfPrefix(list, pattern.text, from) : list[from] === pattern.text ? from + 1 : from
    return { ids: Uint32Array.from({ length: to - from }, (_, i) => from + i), typos: new Uint8Array(to - from) }
  }
  return fuzzyWords(list, pattern.text, pattern.maxTypos, pattern.prefix)
}

/** Words starting with this character are placeholder tokens (`<seats>`): only synonyms reach them. */
const PLACEHOLDER_START = '<'.charCodeAt(0)

/** Whether `word` starts with the first `length` letters of `model`. */
function sharesStart(word: string, model: string, length: number): boolean {
  if (word.length < length) return false
  for (let k = length - 1; k >= 0; k--) if (word.charCodeAt(k) !== model.charCodeAt(k)) return false
  return true
}

/** First position from `from` whose word does not start like `model` (its first `length` letters): gallop, then bisect. */
function endOfRun(list: readonly string[], model: string, length: number, from: number): number {
  let step = 1
  let low = from
  while (low + step < list.length && sharesStart(list[low + step] as string, model, length)) {
    low += step
    step *= 2
  }
  let high = Math.min(low + step, list.length)
  low += 1
  while (low < high) {
    const mid = (low + high) >>> 1
    if (sharesStart(list[mid] as string, model, length)) low = mid + 1
    else high = mid
  }
  return low
}

function fuzzyWords(list: readonly string[], query: string, maxTypos: number, prefix: boolean): WordHits {
  const n = query.length
  const width = n + 1
  // rows[d * width + j]: distance between the word's first d letters and the query's first j.
  const rows = new Uint8Array(width * (n + maxTypos + 2))
  for (let j = 0; j <= n; j++) rows[j] = j
  // For prefix matching, bestPrefix[d]: the query's distance to the closest start of the word up to d letters.
  const bestPrefix = new Uint8Array(n + maxTypos + 2)
  bestPrefix[0] = n
  const ids: number[] = []
  const typos: number[] = []
  // The rows are valid for the first `known` letters of `previous`.
  let previous = ''
  let known = 0
  let i = 0
  while (i < list.length) {
    const word = list[i] as string
    if (word.charCodeAt(0) === PLACEHOLDER_START) {
      i = endOfRun(list, word, 1, i)
      known = 0
      continue
    }
    // Past n + maxTypos letters every distance exceeds the budget: a longer word matches only as a prefix.
    const depth = Math.min(word.length, n + maxTypos + (prefix ? 1 : 0))
    let shared = 0
    const limit = Math.min(known, depth)
    while (shared < limit && previous.charCodeAt(shared) === word.charCodeAt(shared)) shared++
    let dead = 0
    for (let d = shared + 1; d <= depth && dead === 0; d++) {
      const c = word.charCodeAt(d - 1)
      const before = d > 1 ? word.charCodeAt(d - 2) : -1
      const row = d * width
      const above = row - width
      rows[row] = d
      let rowMin = d
      for (let j = 1; j <= n; j++) {
        const q = query.charCodeAt(j - 1)
        let value = (rows[above + j - 1] as number) + (q === c ? 0 : 1)
        const insert = (rows[above + j] as number) + 1
        const remove = (rows[row + j - 1] as number) + 1
        if (insert < value) value = insert
        if (remove < value) value = remove
        if (j > 1 && c === query.charCodeAt(j - 2) && before === q) {
          const swap = (rows[above - width + j - 2] as number) + 1
          if (swap < value) value = swap
        }
        rows[row + j] = value
        if (value < rowMin) rowMin = value
      }
      const last = rows[row + n] as number
      bestPrefix[d] = last < (bestPrefix[d - 1] as number) ? last : (bestPrefix[d - 1] as number)
      // Rows never get better once every entry exceeds the budget (a swap only reaches back one row).
      if (rowMin > maxTypos) dead = d
    }
    previous = word
    if (dead > 0) {
      const end = endOfRun(list, word, dead, i)
      // As a prefix, every word starting with these letters matched already at a shorter start.
      if (prefix && (bestPrefix[dead] as number) <= maxTypos) {
        for (let at = i; at < end; at++) {
          ids.push(at)
          typos.push(bestPrefix[dead] as number)
        }
      }
      known = dead - 1
      i = end
      continue
    }
    const distance = word.length > depth ? maxTypos + 1 : prefix ? (bestPrefix[depth] as number) : (rows[depth * width + n] as number)
    if (distance <= maxTypos) {
      ids.push(i)
      typos.push(distance)
    }
    known = depth
    i++
  }
  return { ids: Uint32Array.from(ids), typos: Uint8Array.from(typos) }
}
