/**
 * English singular and plural forms for `ignorePlurals` (Algolia's rule: "car" and "cars" are the
 * same word, and a match on either counts as exact). The candidates are generous on purpose: the
 * query planner keeps only those that are words of the index, so a wrong guess costs nothing.
 */

/** Irregular pairs, singular first. Dealer stock text rarely needs more. */
const IRREGULAR: ReadonlyArray<readonly [string, string]> = [
  ['man', 'men'],
  ['woman', 'women'],
  ['child', 'children'],
  ['person', 'people'],
  ['foot', 'feet'],
  ['tooth', 'teeth'],
  ['mouse', 'mice'],
  ['goose', 'geese'],
  ['ox', 'oxen'],
  ['leaf', 'leaves'],
  ['half', 'halves'],
  ['knife', 'knives'],
  ['wife', 'wives'],
  ['life', 'lives'],
  ['shelf', 'shelves'],
]

const IRREGULAR_FORMS = new Map<string, string[]>()
for (const [singular, plural] of IRREGULAR) {
  IRREGULAR_FORMS.set(singular, [plural])
  IRREGULAR_FORMS.set(plural, [singular])
}

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u'])

/** Other forms of `word` (singular ↔ plural), never `word` itself; only letters are inflected. */
export function pluralForms(word: string): string[] {
  if (word.length < 2 || !/^[a-z]+$/.test(word)) return []
  const forms = new Set<string>(IRREGULAR_FORMS.get(word) ?? [])
  const last = word[word.length - 1] as string
  // As a plural: batteries → battery, boxes → box, utes → ute, buses → bus.
  if (word.endsWith('ies') && word.length > 3) forms.add(`${word.slice(0, -3)}y`)
  if (word.endsWith('ves') && word.length > 3) forms.add(`${word.slice(0, -3)}f`).add(`${word.slice(0, -3)}fe`)
  if (word.endsWith('es') && word.length > 2) forms.add(word.slice(0, -2))
  if (last === 's' && !word.endsWith('ss')) forms.add(word.slice(0, -1))
  // As a singular: battery → batteries, box → boxes, ute → utes.
  if (last === 'y' && !VOWELS.has(word[word.length - 2] as string)) forms.add(`${word.slice(0, -1)}ies`)
  else if (/(s|x|z|ch|sh)$/.test(word)) forms.add(`${word}es`)
  else forms.add(`${word}s`)
  forms.delete(word)
  return [...forms].filter((form) => form.length > 0)
}

/** Whether the setting asks for English: `true`, or a list of languages holding 'en'. */
export function forEnglish(setting: boolean | readonly string[] | undefined): boolean {
  return setting === true || (Array.isArray(setting) && setting.includes('en'))
}
