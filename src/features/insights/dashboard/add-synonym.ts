/**
 * "Add a synonym" from the dashboard's searches with no or few results (issue 44): shoppers searching
 * these words should also find those. Saved as a one-way synonym row of the site's search settings
 * (Sites → Search → Synonyms, src/domain/search-synonyms.ts), through Payload with the user's own
 * access, so only that site's editors (and super admins) can; the search picks it up like any save.
 * A row for the same words is extended rather than repeated.
 */
import 'server-only'

import type { Site } from '@/payload-types'
import { synonymRowProblem, type SynonymRow } from '@/domain/search-synonyms'

import { NOT_YOUR_SITE, selectInsightsSites, type InsightsViewer } from './insights-access'

export interface AddSynonymInput {
  siteId: string
  /** The words shoppers typed. */
  word: string
  /** What they mean, comma-separated as the marketer typed it. */
  alsoFind: string
}

export type AddSynonymResult = { ok: true; message: string } | { ok: false; field: 'site' | 'word' | 'words'; message: string }

const clean = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase()

type StoredRow = NonNullable<NonNullable<Site['search']>['synonyms']>[number]

export async function addSearchSynonym(viewer: InsightsViewer, input: AddSynonymInput): Promise<AddSynonymResult> {
  const selection = await selectInsightsSites(viewer, input.siteId)
  if (!selection.allowed || selection.selected === 'all') return { ok: false, field: 'site', message: selection.allowed ? NOT_YOUR_SITE : selection.message }
  const word = clean(input.word)
  const alsoFind = input.alsoFind
    .split(',')
    .map(clean)
    .filter((entry) => entry !== '' && entry !== word)
  const row: SynonymRow = { type: 'oneWaySynonym', word, words: alsoFind }
  const problem = synonymRowProblem(row)
  if (problem) return { ok: false, field: problem.field, message: problem.message }

  const { payload, user } = viewer
  const siteId = selection.selected
  // The whole site: with `select`, Payload 3.90 reads the rows' hasMany words back empty, and saving that would lose them.
  const site = await payload.findByID({ collection: 'sites', id: siteId, depth: 0, overrideAccess: false, user })
  const rows: StoredRow[] = [...(site.search?.synonyms ?? [])]
  const same = rows.findIndex((stored) => stored.type === 'oneWaySynonym' && clean(stored.word ?? '') === word)
  if (same >= 0) {
    const known = new Set((rows[same]!.words ?? []).map(clean))
    rows[same] = { ...rows[same]!, words: [...(rows[same]!.words ?? []), ...alsoFind.filter((entry) => !known.has(entry))] }
  } else {
    rows.push({ type: 'oneWaySynonym', word, words: alsoFind })
  }
  const merged = rows[same >= 0 ? same : rows.length - 1]!
  const mergedProblem = synonymRowProblem(merged)
  if (mergedProblem) return { ok: false, field: mergedProblem.field, message: mergedProblem.message }
  await payload.update({ collection: 'sites', id: siteId, data: { search: { ...site.search, synonyms: rows } }, depth: 0, overrideAccess: false, user })
  return { ok: true, message: `Saved: shoppers searching “${word}” now also find ${(merged.words ?? []).map((entry) => `“${entry}”`).join(', ')}.` }
}
