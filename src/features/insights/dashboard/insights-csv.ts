/**
 * GET /api/insights/export.csv?table=promos&site=&range=…: one table of the insights dashboard as a
 * CSV file (issue 44), the same rows its "Show as table" shows, for the same signed-in admin user and
 * the same sites and days. A plain link, so Download CSV works before scripts load.
 */
import 'server-only'

import { stringify } from 'csv-stringify/sync'
import type { Payload } from 'payload'

import { csvFileName, tableCsvRecords } from '@/domain/insights-report'
import { INSIGHTS_TABLE_KEYS, type InsightsTableKey } from '@/domain/insights-report-tables'

import { loadInsightsReport, type InsightsQuery } from './insights-data'

const QUERY_KEYS = ['site', 'range', 'from', 'to', 'end', 'compare'] as const
const problem = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status, headers: { 'cache-control': 'no-store' } })
const isTableKey = (value: string | null): value is InsightsTableKey => INSIGHTS_TABLE_KEYS.includes(value as InsightsTableKey)

export async function insightsCsvResponse(request: Request, payload: Payload, now: Date = new Date()): Promise<Response> {
  const url = new URL(request.url)
  const table = url.searchParams.get('table')
  if (!isTableKey(table)) return problem(404, `No such table: pick one of ${INSIGHTS_TABLE_KEYS.join(', ')}.`)
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return problem(401, 'Sign in to the admin to download insights.')
  const query: InsightsQuery = Object.fromEntries(QUERY_KEYS.map((key) => [key, url.searchParams.getAll(key)]))
  const page = await loadInsightsReport({ payload, user }, query, now)
  if (!page.allowed) return problem(403, page.message)
  // The byte-order mark makes Excel read the file as UTF-8 (names with accents, the change column's minus sign).
  const body = `\uFEFF${stringify(tableCsvRecords(page.tables[table]))}`
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${csvFileName(table, page.period.current)}"`,
      'cache-control': 'private, no-store',
    },
  })
}
