import { describe, expect, it } from 'vitest'

import { describeSynonym, rowToSynonym, siteSynonyms, STANDARD_SYNONYMS, synonymRowProblem, type SynonymRow } from './search-synonyms'

const byId = (synonyms: ReturnType<typeof siteSynonyms>) => new Map(synonyms.map((synonym) => [synonym.objectID, synonym]))

describe('standard synonyms (issue 40)', () => {
  it('a site that never set synonyms searches with the Australian standard set', () => {
    const synonyms = byId(siteSynonyms(undefined))
    expect(synonyms.get('standard-ute')).toEqual({
      objectID: 'standard-ute',
      type: 'synonym',
      synonyms: ['ute', 'utes', 'utility', 'pickup', 'pickups', 'pick up'],
    })
    expect(synonyms.get('standard-four-wheel-drive')).toEqual({
      objectID: 'standard-four-wheel-drive',
      type: 'synonym',
      synonyms: ['4x4', '4wd', 'four wheel drive'],
    })
    expect(synonyms.get('standard-automatic')).toMatchObject({ synonyms: ['auto', 'automatic'] })
    expect(synonyms.get('standard-hatch')).toMatchObject({ synonyms: ['hatch', 'hatchback'] })
    expect(synonyms.get('standard-seater')).toMatchObject({ synonyms: ['seater', 'seats'] })
    expect(synonyms.get('standard-van')).toEqual({ objectID: 'standard-van', type: 'oneWaySynonym', input: 'van', synonyms: ['people mover'] })
    expect(siteSynonyms({ standardSynonymsOff: [], synonyms: [] })).toEqual(siteSynonyms(undefined))
  })

  it('never makes an AWD a 4x4, or an SUV a 4WD', () => {
    for (const synonym of siteSynonyms(undefined)) {
      const group = [...('synonyms' in synonym ? synonym.synonyms : []), ...('input' in synonym ? [synonym.input] : [])]
      if (group.includes('4x4') || group.includes('4wd')) expect(group).not.toContain('awd')
      if (group.includes('suv')) expect(group).not.toContain('4wd')
    }
  })

  it('every standard entry is one the admin would accept as a row', () => {
    for (const synonym of Object.values(STANDARD_SYNONYMS)) {
      // The standard set holds only the two kinds below; another kind would need its own row here.
      const row: SynonymRow =
        synonym.type === 'synonym'
          ? { type: 'synonym', words: synonym.synonyms }
          : synonym.type === 'oneWaySynonym'
            ? { type: synonym.type, word: synonym.input, words: synonym.synonyms }
            : {}
      expect(synonymRowProblem(row)).toBeNull()
    }
  })

  it('lists each standard entry in the admin the way a marketer reads it', () => {
    expect(describeSynonym(STANDARD_SYNONYMS.ute)).toBe('ute = utes = utility = pickup = pickups = pick up')
    expect(describeSynonym(STANDARD_SYNONYMS.van)).toBe('van → people mover')
    expect(describeSynonym({ type: 'altCorrection1', word: 'jayko', corrections: ['jayco'] })).toBe('jayko → jayco')
    expect(describeSynonym({ type: 'placeholder', placeholder: '<berths>', replacements: ['2', '4'] })).toBe('<berths> = 2, 4')
  })
})

describe("a site's own synonyms (Sites → Search)", () => {
  it('a caravan site leaves out "van → people mover" and adds van = caravan after the standard ones', () => {
    const synonyms = siteSynonyms({ standardSynonymsOff: ['van'], synonyms: [{ id: '65f0a1', type: 'synonym', words: ['van', 'caravan'] }] })
    expect(synonyms.map((synonym) => synonym.objectID)).not.toContain('standard-van')
    expect(synonyms.at(-1)).toEqual({ objectID: 'site-65f0a1', type: 'synonym', synonyms: ['van', 'caravan'] })
    expect(synonyms).toHaveLength(Object.keys(STANDARD_SYNONYMS).length)
  })

  it("turns each kind of row into Algolia's shape", () => {
    expect(rowToSynonym({ id: 'a', type: 'synonym', words: ['pop top', 'poptop'] }, 0)).toEqual({
      objectID: 'site-a',
      type: 'synonym',
      synonyms: ['pop top', 'poptop'],
    })
    expect(rowToSynonym({ id: 'b', type: 'oneWaySynonym', word: 'camper', words: ['pop top', 'camper trailer'] }, 1)).toEqual({
      objectID: 'site-b',
      type: 'oneWaySynonym',
      input: 'camper',
      synonyms: ['pop top', 'camper trailer'],
    })
    expect(rowToSynonym({ id: 'c', type: 'altCorrection1', word: 'jayko', words: ['jayco'] }, 2)).toEqual({
      objectID: 'site-c',
      type: 'altCorrection1',
      word: 'jayko',
      corrections: ['jayco'],
    })
    expect(rowToSynonym({ id: 'd', type: 'altCorrection2', word: 'landcrusier', words: ['landcruiser'] }, 3)).toEqual({
      objectID: 'site-d',
      type: 'altCorrection2',
      word: 'landcrusier',
      corrections: ['landcruiser'],
    })
    expect(rowToSynonym({ id: 'e', type: 'placeholder', word: '<berths>', words: ['2', '4', '6'] }, 4)).toEqual({
      objectID: 'site-e',
      type: 'placeholder',
      placeholder: '<berths>',
      replacements: ['2', '4', '6'],
    })
  })

  it("keeps each row's objectID when the marketer reorders the rows, so hosted Algolia replaces rather than piles up", () => {
    const rows: SynonymRow[] = [
      { id: 'x1', type: 'synonym', words: ['van', 'caravan'] },
      { id: 'x2', type: 'synonym', words: ['off road', 'offroad'] },
    ]
    const ids = (list: SynonymRow[]) =>
      Object.fromEntries(
        siteSynonyms({ synonyms: list })
          .filter((s) => s.objectID.startsWith('site-'))
          .map((s) => [JSON.stringify(s), s.objectID]),
      )
    expect(ids([...rows].reverse())).toEqual(ids(rows))
    // A row not saved yet has no id: its position stands in.
    expect(rowToSynonym({ type: 'synonym', words: ['a', 'b'] }, 6)?.objectID).toBe('site-7')
  })

  it('trims the words and drops empty and repeated ones', () => {
    expect(rowToSynonym({ id: 'a', type: 'synonym', words: ['  pop   top ', 'Poptop', '', 'POP TOP', 'poptop'] }, 0)).toEqual({
      objectID: 'site-a',
      type: 'synonym',
      synonyms: ['pop top', 'Poptop'],
    })
    expect(rowToSynonym({ id: 'a', type: null, words: ['ute', 'tray'] }, 0)).toMatchObject({ type: 'synonym' })
  })

  it('leaves out a stored row that is incomplete rather than sending Algolia a broken synonym', () => {
    const synonyms = siteSynonyms({
      synonyms: [
        { id: 'a', type: 'synonym', words: ['van'] },
        { id: 'b', type: 'oneWaySynonym', word: '', words: ['caravan'] },
        { id: 'c', type: 'synonym', words: ['van', 'caravan'] },
      ],
    })
    expect(synonyms.filter((synonym) => synonym.objectID.startsWith('site-')).map((synonym) => synonym.objectID)).toEqual(['site-c'])
  })
})

describe('the admin tells the marketer what to fix in a row', () => {
  it.each<[SynonymRow, 'word' | 'words', string]>([
    [{ type: 'synonym', words: ['van'] }, 'words', 'List at least two words or phrases that mean the same.'],
    [{ type: 'synonym', words: ['van', ' VAN '] }, 'words', 'List at least two words or phrases that mean the same.'],
    [{ type: 'oneWaySynonym', word: ' ', words: ['caravan'] }, 'word', 'Fill in the word shoppers type.'],
    [{ type: 'oneWaySynonym', word: 'camper', words: [] }, 'words', 'List at least one word or phrase it should also find.'],
    [{ type: 'altCorrection1', word: null, words: ['jayco'] }, 'word', 'Fill in the misspelt word.'],
    [{ type: 'altCorrection1', word: 'jay ko', words: ['jayco'] }, 'word', 'A misspelling is a single word, without spaces.'],
    [{ type: 'altCorrection2', word: 'jayko', words: [] }, 'words', 'List at least one correct spelling.'],
    [{ type: 'altCorrection2', word: 'jayko', words: ['jay co'] }, 'words', 'Corrections are single words, without spaces: one per entry.'],
    [{ type: 'placeholder', word: 'berths', words: ['2'] }, 'word', 'Write the placeholder as a name in angle brackets without spaces, e.g. <seats>.'],
    [{ type: 'placeholder', word: '<berths>', words: null }, 'words', 'List at least one word the placeholder stands for.'],
    [{ type: 'synonym', words: ['a', 'b'.repeat(101)] }, 'words', 'Keep each word or phrase under 100 characters.'],
    [{ type: 'synonym', words: Array.from({ length: 21 }, (_, i) => `word${i}`) }, 'words', 'A row takes at most 20 words or phrases; split it into two rows.'],
  ])('%j: %s', (row, field, message) => {
    expect(synonymRowProblem(row)).toEqual({ field, message })
  })

  it('accepts a complete row of every kind', () => {
    expect(synonymRowProblem({ type: 'synonym', words: ['van', 'caravan'] })).toBeNull()
    expect(synonymRowProblem({ type: 'oneWaySynonym', word: 'camper', words: ['pop top'] })).toBeNull()
    expect(synonymRowProblem({ type: 'altCorrection1', word: 'jayko', words: ['jayco'] })).toBeNull()
    expect(synonymRowProblem({ type: 'placeholder', word: '<berths>', words: ['2', '4'] })).toBeNull()
  })
})
