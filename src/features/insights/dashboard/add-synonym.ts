/**
 * "Add a synonym" from the dashboard's searches with no or few results (issue 44): shoppers searching
 * these words should also find those. Saved as a one-way synonym row of the site's search settings
 * (Sites → Search → Synonyms, src/domain/search-synonyms.ts), through Payload with the user's own
 * access, so only that site's editors (and super admins) can; the search picks it up like any save.
 * A row for the same words is extended rather than repeated.
 */
import 'server-only'

import { sql } from '@payloadcms/db-postgres'

import type { Site } from '@/payload-types'
import { contendedLockTimeoutMs, isDatabaseUnavailable } from '@/platform/database'
import { withPayloadTransaction } from '@/platform/payload-transaction'
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

const BUSY = 'The synonym could not be saved just now. Try again in a moment.'

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
  try {
    const merged = await withPayloadTransaction(
      payload,
      async (req, executor): Promise<StoredRow> => {
        // Two editors adding at once take turns: each reads the rows the other saved, so neither row is lost.
        await executor.execute(sql`SET LOCAL lock_timeout = ${sql.raw(String(contendedLockTimeoutMs()))}`)
        await executor.execute(sql`SELECT 1 FROM sites WHERE id = ${Number(siteId)} FOR UPDATE`)
        // The whole site: with `select`, Payload 3.90 reads the rows' hasMany words back empty, and saving that would lose them.
        const site = await payload.findByID({ collection: 'sites', id: siteId, depth: 0, overrideAccess: false, user, req })
        const rows = withSynonym(site.search?.synonyms ?? [], word, alsoFind)
        const merged = rows.find((stored) => stored.type === 'oneWaySynonym' && clean(stored.word ?? '') === word)!
        if (synonymRowProblem(merged)) return merged
        await payload.update({
          collection: 'sites',
          id: siteId,
          data: { search: { ...site.search, synonyms: rows } },
          depth: 0,
          overrideAccess: false,
          user,
          req,
        })
        return merged
      },
      { user: user ?? undefined },
    )
    const mergedProblem = synonymRowProblem(merged)
    if (mergedProblem) return { ok: false, field: mergedProblem.field, message: mergedProblem.message }
    return { ok: true, message: `Saved: shoppers searching “${word}” now also find ${(merged.words ?? []).map((entry) => `“${entry}”`).join(', ')}.` }
  } catch (error) {
    if (isDatabaseUnavailable(error)) return { ok: false, field: 'words', message: BUSY }
    throw error
  }
}

/** The site's rows with this one added, or merged into the row for the same words. */
function withSynonym(stored: StoredRow[], word: string, alsoFind: string[]): StoredRow[] {
  const same = stored.findIndex((row) => row.type === 'oneWaySynonym' && clean(row.word ?? '') === word)
  if (same < 0) return [...stored, { type: 'oneWaySynonym', word, words: alsoFind }]
  const known = new Set((stored[same]!.words ?? []).map(clean))
  return stored.map((row, i) => (i === same ? { ...row, words: [...(row.words ?? []), ...alsoFind.filter((entry) => !known.has(entry))] } : row))
}
