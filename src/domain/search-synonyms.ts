import type { Synonym } from '@/features/search'

/**
 * Search synonyms (issue 40): words shoppers type for what a car's details say another way. A site
 * gets the standard Australian set below, minus any it leaves out, plus its own rows from
 * Sites → Search, all as Algolia's synonym objects so the embedded engine and hosted Algolia read
 * the same list.
 */

/** The kinds of row a marketer can add, in Algolia's names, with what each does in their words. */
export const SYNONYM_KINDS = {
  synonym: 'Same meaning: each word finds the others',
  oneWaySynonym: 'One way: the word also finds these, not the reverse',
  altCorrection1: 'Misspelling: the word finds these, counted as one typo',
  altCorrection2: 'Misspelling: the word finds these, counted as two typos',
  placeholder: "Placeholder: <name> in a car's details stands for any of these",
} as const
export type SynonymKind = keyof typeof SYNONYM_KINDS

/** One row of Sites → Search → Synonyms as stored (Payload leaves empty fields null). */
export interface SynonymRow {
  id?: string | null
  type?: SynonymKind | null
  /** The word shoppers type (one way, misspelling) or the placeholder, e.g. `<seats>`. */
  word?: string | null
  words?: readonly string[] | null
}

/** A synonym before it is given its objectID (the Omit applied to each shape of the union). */
type WithoutObjectID<T> = T extends unknown ? Omit<T, 'objectID'> : never
type SynonymBody = WithoutObjectID<Synonym>

const same = (...synonyms: string[]): SynonymBody => ({ type: 'synonym', synonyms })
const oneWay = (input: string, ...synonyms: string[]): SynonymBody => ({ type: 'oneWaySynonym', input, synonyms })

/**
 * The standard set, keyed by a stable id (stored when a site leaves one out, and part of its objectID).
 * Only words that mean the same to an Australian buyer: AWD is not 4x4, an SUV is not a 4WD, and a
 * van finds people movers but a people mover search does not bring up cargo vans. "7 seater" needs
 * no placeholder: records carry "7 seats" (seats_text), so seater = seats is enough. Synonyms do not
 * find plurals of what is typed (Algolia's rule), so the ute entry lists "utes" and "pickups" too.
 */
export const STANDARD_SYNONYMS = {
  ute: same('ute', 'utes', 'utility', 'pickup', 'pickups', 'pick up'),
  'four-wheel-drive': same('4x4', '4wd', 'four wheel drive'),
  'all-wheel-drive': same('awd', 'all wheel drive'),
  'front-wheel-drive': same('fwd', 'front wheel drive'),
  'rear-wheel-drive': same('rwd', 'rear wheel drive'),
  automatic: same('auto', 'automatic'),
  hatch: same('hatch', 'hatchback'),
  'people-mover': same('people mover', 'minivan', 'mpv'),
  van: oneWay('van', 'people mover'),
  wagon: same('wagon', 'station wagon', 'estate'),
  'dual-cab': same('dual cab', 'double cab', 'crew cab'),
  'cab-chassis': same('cab chassis', 'tray back', 'tray top'),
  convertible: same('convertible', 'cabriolet', 'cabrio'),
  seater: same('seater', 'seats'),
  five: oneWay('five', '5'),
  seven: oneWay('seven', '7'),
  eight: oneWay('eight', '8'),
  petrol: same('petrol', 'unleaded', 'ulp'),
  electric: same('electric', 'ev'),
  motorcycle: same('motorcycle', 'motorbike', 'bike'),
  grey: same('grey', 'gray'),
} satisfies Record<string, SynonymBody>
export type StandardSynonymId = keyof typeof STANDARD_SYNONYMS

/** How the admin lists a standard entry: "ute = utility = pickup", "van → people mover". */
export function describeSynonym(synonym: SynonymBody): string {
  switch (synonym.type) {
    case 'synonym':
      return synonym.synonyms.join(' = ')
    case 'oneWaySynonym':
      return `${synonym.input} → ${synonym.synonyms.join(', ')}`
    case 'altCorrection1':
    case 'altCorrection2':
      return `${synonym.word} → ${synonym.corrections.join(', ')}`
    case 'placeholder':
      return `${synonym.placeholder} = ${synonym.replacements.join(', ')}`
  }
}

const MAX_WORDS = 20
const MAX_WORD_LENGTH = 100
const PLACEHOLDER = /^<[^<>\s]+>$/

/** The row's words trimmed, empty ones dropped, each once (ignoring case). */
function cleanWords(words: readonly string[] | null | undefined): string[] {
  const byFolded = new Map<string, string>()
  for (const word of words ?? []) {
    const clean = word.trim().replace(/\s+/g, ' ')
    if (clean !== '' && !byFolded.has(clean.toLowerCase())) byFolded.set(clean.toLowerCase(), clean)
  }
  return [...byFolded.values()]
}

export interface SynonymRowProblem {
  /** The field to fix: the word shoppers type, or the list of words. */
  field: 'word' | 'words'
  message: string
}

/** What is wrong with a row, as a sentence the marketer can act on; null when it is fine. */
export function synonymRowProblem(row: SynonymRow): SynonymRowProblem | null {
  const words = cleanWords(row.words)
  const word = row.word?.trim() ?? ''
  const inWord = (message: string): SynonymRowProblem => ({ field: 'word', message })
  const inWords = (message: string): SynonymRowProblem => ({ field: 'words', message })
  if (words.some((entry) => entry.length > MAX_WORD_LENGTH)) return inWords(`Keep each word or phrase under ${MAX_WORD_LENGTH} characters.`)
  if (words.length > MAX_WORDS) return inWords(`A row takes at most ${MAX_WORDS} words or phrases; split it into two rows.`)
  switch (row.type ?? 'synonym') {
    case 'synonym':
      return words.length >= 2 ? null : inWords('List at least two words or phrases that mean the same.')
    case 'oneWaySynonym':
      if (!word) return inWord('Fill in the word shoppers type.')
      return words.length >= 1 ? null : inWords('List at least one word or phrase it should also find.')
    case 'altCorrection1':
    case 'altCorrection2':
      if (!word) return inWord('Fill in the misspelt word.')
      if (/\s/.test(word)) return inWord('A misspelling is a single word, without spaces.')
      if (words.length === 0) return inWords('List at least one correct spelling.')
      return words.some((entry) => /\s/.test(entry)) ? inWords('Corrections are single words, without spaces: one per entry.') : null
    case 'placeholder':
      if (!PLACEHOLDER.test(word)) return inWord('Write the placeholder as a name in angle brackets without spaces, e.g. <seats>.')
      return words.length >= 1 ? null : inWords('List at least one word the placeholder stands for.')
  }
}

/** One stored row as an Algolia synonym, or null when it is incomplete (stored before it was checked). */
export function rowToSynonym(row: SynonymRow, position: number): Synonym | null {
  if (synonymRowProblem(row) !== null) return null
  const objectID = `site-${row.id || position + 1}`
  const words = cleanWords(row.words)
  const word = row.word?.trim() ?? ''
  switch (row.type ?? 'synonym') {
    case 'synonym':
      return { objectID, type: 'synonym', synonyms: words }
    case 'oneWaySynonym':
      return { objectID, type: 'oneWaySynonym', input: word, synonyms: words }
    case 'altCorrection1':
      return { objectID, type: 'altCorrection1', word, corrections: words }
    case 'altCorrection2':
      return { objectID, type: 'altCorrection2', word, corrections: words }
    case 'placeholder':
      return { objectID, type: 'placeholder', placeholder: word, replacements: words }
  }
}

export interface StoredSynonyms {
  /** Standard entries the site does not want. */
  standardSynonymsOff?: readonly string[] | null
  synonyms?: readonly SynonymRow[] | null
}

/**
 * The site's synonyms as Algolia objects: the standard ones it keeps, then its own. ObjectIDs are
 * stable (the standard id, the row's id): an entry keeps its identity in hosted Algolia across edits.
 */
export function siteSynonyms(stored: StoredSynonyms | null | undefined): Synonym[] {
  const off = new Set(stored?.standardSynonymsOff ?? [])
  const standard = Object.entries(STANDARD_SYNONYMS)
    .filter(([id]) => !off.has(id))
    .map(([id, body]) => ({ ...structuredClone(body), objectID: `standard-${id}` }) as Synonym)
  const own = (stored?.synonyms ?? []).map(rowToSynonym).filter((synonym): synonym is Synonym => synonym !== null)
  return [...standard, ...own]
}
