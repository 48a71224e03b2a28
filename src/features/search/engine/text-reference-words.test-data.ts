import type { Synonym } from '../port'

/**
 * The words of records and queries as the text reference sees them: folded by a regular
 * expression, positioned per attribute priority, compared with the textbook distance table.
 */

export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
export const wordsOf = (text: string) =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)

/** The textbook optimal string alignment table: row i, column j is the distance of a[0..i] to b[0..j]. */
function osaTable(a: string, b: string): number[][] {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)))
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = d[i] as number[]
      row[j] = Math.min((d[i - 1] as number[])[j]! + 1, row[j - 1]! + 1, (d[i - 1] as number[])[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j]!, (d[i - 2] as number[])[j - 2]! + 1)
    }
  }
  return d
}

/** Optimal string alignment distance (a swap of neighbours is one edit). */
export const osa = (a: string, b: string) => (osaTable(a, b)[a.length] as number[])[b.length] as number

/** Distance of `query` to the closest start of `word`. */
export const prefixOsa = (word: string, query: string) => Math.min(...osaTable(word, query).map((row) => row[query.length] as number))

export interface Token {
  word: string
  priority: number
  position: number
  typos: boolean
}

export type Rec = Record<string, unknown>

function valuesOf(record: Rec, attribute: string): string[] {
  const value = record[attribute]
  const list = Array.isArray(value) ? value : [value]
  return list.filter((item) => typeof item === 'string' || typeof item === 'number').map(String)
}

export function tokensOf(record: Rec, searchable: string[][], typoDisabled: readonly string[], placeholders: string[]): Token[] {
  const out: Token[] = []
  searchable.forEach((group, priority) => {
    let position = 0
    for (const attribute of group) {
      for (const value of valuesOf(record, attribute)) {
        const pieces = value.split(/(<[^<>\s]+>)/).flatMap((piece) => (placeholders.includes(piece.toLowerCase()) ? [piece.toLowerCase()] : wordsOf(piece)))
        for (const word of pieces) {
          out.push({ word, priority, position: Math.min(position, 255), typos: !typoDisabled.includes(attribute) })
          position++
        }
        position += 7
      }
    }
  })
  return out
}

export type Tuple = [typos: number, inexact: number, priority: number, position: number]
export const compare = (a: Tuple, b: Tuple) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2] || a[3] - b[3]

export interface WordInfo {
  priority: number
  position: number
  typoPriority: number
}

/** Each word of the record: its best attribute, its first position there, its best attribute where typos count. */
export function wordTable(tokens: Token[]): Map<string, WordInfo> {
  const table = new Map<string, WordInfo>()
  for (const token of tokens) {
    const known = table.get(token.word)
    if (!known) table.set(token.word, { priority: token.priority, position: token.position, typoPriority: token.typos ? token.priority : Infinity })
    else if (token.typos && known.typoPriority === Infinity) known.typoPriority = token.priority
  }
  return table
}

/** Whether the words follow each other in one value of the record, in the least good of their best attributes. */
export function consecutive(tokens: Token[], table: Map<string, WordInfo>, words: string[]): boolean {
  const found = words.map((word) => table.get(word))
  if (found.some((info) => !info)) return false
  const first = found[0] as WordInfo
  if (found.every((info, k) => info!.priority === first.priority && info!.position === first.position + k)) return true
  const where = Math.max(...found.map((info) => info!.priority))
  const scoped = tokens.filter((token) => token.priority === where)
  return scoped.some((start, i) => words.every((word, k) => scoped[i + k]?.word === word && scoped[i + k]!.position === start.position + k))
}

export interface SynonymRule {
  key: string[]
  target: string[]
  typos: number
  exact: boolean
}

export function synonymRules(synonyms: Synonym[] = []): SynonymRule[] {
  const rules: SynonymRule[] = []
  const add = (from: string, to: string[], typos: number) => {
    const key = wordsOf(from)
    if (key.length === 0 || to.length === 0 || key.join(' ') === to.join(' ')) return
    if (rules.some((rule) => rule.key.join(' ') === key.join(' ') && rule.target.join(' ') === to.join(' '))) return
    rules.push({ key, target: to, typos, exact: typos === 0 && key.length === 1 && to.length === 1 })
  }
  for (const synonym of synonyms) {
    if (synonym.type === 'synonym') for (const from of synonym.synonyms) for (const to of synonym.synonyms) if (from !== to) add(from, wordsOf(to), 0)
    if (synonym.type === 'oneWaySynonym') for (const to of synonym.synonyms) add(synonym.input, wordsOf(to), 0)
    if (synonym.type === 'altCorrection1' || synonym.type === 'altCorrection2')
      for (const to of synonym.corrections) add(synonym.word, wordsOf(to), synonym.type === 'altCorrection1' ? 1 : 2)
    if (synonym.type === 'placeholder') for (const replacement of synonym.replacements) add(replacement, [synonym.placeholder.toLowerCase()], 0)
  }
  return rules
}

export const placeholdersOf = (synonyms: Synonym[] = []) =>
  synonyms.flatMap((synonym) => (synonym.type === 'placeholder' ? [synonym.placeholder.toLowerCase()] : []))
