/**
 * Text normalisation shared by indexing, query parsing and highlighting, so all three agree on
 * what a word is: letters and digits, lower-cased, accents removed ("Citroën" → "citroen").
 * Everything else separates words ("Mercedes-Benz" → "mercedes", "benz").
 */

const SEPARATOR = null
const folded = new Map<string, string | null>()

/**
 * The folded form of one UTF-16 unit or surrogate pair: null for a separator, '' for a combining
 * mark (part of the word, but adds no letter), otherwise the lower-case unaccented letters.
 */
function foldChar(c: string): string | null {
  const code = c.charCodeAt(0)
  if (code < 128) {
    if (code >= 65 && code <= 90) return String.fromCharCode(code + 32)
    return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) ? c : SEPARATOR
  }
  let out = folded.get(c)
  if (out === undefined) {
    const letters = c
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]/gu, '')
    out = letters || (/^\p{M}+$/u.test(c) ? '' : SEPARATOR)
    // Bounded by the distinct characters seen, which is small in practice.
    if (folded.size < 65_536) folded.set(c, out)
  }
  return out
}

/** Length of the character starting at `i` (2 for a surrogate pair). */
function charLength(text: string, i: number): number {
  const code = text.charCodeAt(i)
  return code >= 0xd800 && code <= 0xdbff && i + 1 < text.length ? 2 : 1
}

export interface TextToken {
  /** Folded word. */
  word: string
  /** UTF-16 offsets of the word in the original text. */
  start: number
  end: number
}

/** ASCII letters and digits: what foldChar keeps of ASCII, lower-cased. */
function isAsciiWordChar(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122)
}

/** Splits text into folded words with their original offsets. */
export function tokenizeText(text: string): TextToken[] {
  const tokens: TextToken[] = []
  let word = ''
  let start = 0
  for (let i = 0; i < text.length;) {
    let length = 1
    let part: string | null
    if (isAsciiWordChar(text.charCodeAt(i))) {
      // A run of ASCII letters and digits (most text) folds in one go rather than letter by letter.
      while (i + length < text.length && isAsciiWordChar(text.charCodeAt(i + length))) length++
      part = text.slice(i, i + length).toLowerCase()
    } else {
      length = charLength(text, i)
      part = foldChar(length === 1 ? (text[i] as string) : text.slice(i, i + 2))
    }
    if (part) {
      if (!word) start = i
      word += part
    } else if (part === SEPARATOR && word) {
      tokens.push({ word, start, end: i })
      word = ''
    }
    i += length
  }
  if (word) tokens.push({ word, start, end: text.length })
  return tokens
}

/** Folded words only (no offsets): what the index stores and the query looks up. */
export function words(text: string): string[] {
  return tokenizeText(text).map((token) => token.word)
}

/** Original-text offset where the first `foldedLength` folded characters of a token end. */
export function originalEnd(text: string, token: TextToken, foldedLength: number): number {
  let seen = 0
  let i = token.start
  while (i < token.end) {
    const length = charLength(text, i)
    const part = foldChar(length === 1 ? (text[i] as string) : text.slice(i, i + 2)) ?? ''
    // Past the prefix, only combining marks of the last letter still belong to it.
    if (seen >= foldedLength && part !== '') break
    seen += part.length
    i += length
  }
  return i
}
