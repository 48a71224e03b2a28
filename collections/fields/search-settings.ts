import type { Field } from 'payload'

import { DEFAULT_SEARCHABLE_FIELDS, SEARCHABLE_FIELDS } from '../../src/domain/search-attributes'
import { describeSynonym, STANDARD_SYNONYMS, SYNONYM_KINDS, synonymRowProblem, type SynonymRow } from '../../src/domain/search-synonyms'
import { selectOptions } from '../../src/platform/options'
import { settingsGroup } from './settings-group'

/** A row field's check: the row's problem when it lies in this field (the other field shows its own). */
const rowCheck =
  (field: 'word' | 'words') =>
  (value: unknown, { siblingData }: { siblingData: Partial<SynonymRow> }) => {
    const problem = synonymRowProblem({ ...siblingData, [field]: value })
    return problem?.field === field ? problem.message : true
  }

/**
 * Sites → Search (issue 40): what shoppers' words are matched against, and words that mean the same
 * (Algolia's synonym kinds). A save reaches every app server's search within seconds, and hosted
 * Algolia through one republish (src/features/search/stock/stock-search.ts).
 */
export const searchSettings: Field = settingsGroup(
  'search',
  "Stock search: where a shopper's words are looked for and which words mean the same. A change reaches search within seconds.",
  [
    {
      name: 'searchableFields',
      type: 'select',
      hasMany: true,
      options: selectOptions(Object.fromEntries(Object.entries(SEARCHABLE_FIELDS).map(([field, { label }]) => [field, label]))),
      admin: {
        description: `Where a shopper's words are looked for, most important first: a word found in an earlier one ranks the car higher. Empty: ${DEFAULT_SEARCHABLE_FIELDS.map((field) => SEARCHABLE_FIELDS[field].label).join(', ')}.`,
      },
    },
    {
      name: 'standardSynonymsOff',
      type: 'select',
      hasMany: true,
      options: Object.entries(STANDARD_SYNONYMS).map(([value, synonym]) => ({ value, label: describeSynonym(synonym) })),
      admin: {
        description: `Every site has the standard synonyms: ${Object.values(STANDARD_SYNONYMS).map(describeSynonym).join('; ')}. Pick any that are wrong for your stock to leave them out.`,
      },
    },
    {
      name: 'synonyms',
      type: 'array',
      admin: { description: 'Your own synonyms, on top of the standard ones. E.g. "Same meaning" with van, caravan; or "One way" from camper to pop top.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'type', type: 'select', required: true, defaultValue: 'synonym', options: selectOptions(SYNONYM_KINDS) },
            {
              name: 'word',
              type: 'text',
              validate: rowCheck('word'),
              admin: {
                condition: (_, row) => Boolean(row?.type) && row?.type !== 'synonym',
                description: 'The word shoppers type; for a placeholder, its name in angle brackets, e.g. <seats>.',
              },
            },
          ],
        },
        {
          name: 'words',
          type: 'text',
          hasMany: true,
          validate: rowCheck('words'),
          admin: { description: 'Words or phrases, one per entry (press Enter after each).' },
        },
      ],
    },
  ],
)
