/**
 * GET /api/leads/export.csv: the Leads list as a CSV file (issue 8 "Admin: ... CSV export"). It reads
 * the list's own query string (?where[...], ?search, ?sort, as the admin list writes them) and the
 * same access rule as the list (an editor gets their sites' leads only), and streams the rows.
 */
import { pipeline, Readable } from 'node:stream'

import { tz } from '@date-fns/tz'
import { stringify } from 'csv-stringify'
import { format } from 'date-fns'
import type { CollectionConfig, Endpoint, PayloadRequest, Where } from 'payload'
import { mergeListSearchAndWhere } from 'payload/shared'
import { parse } from 'qs-esm'

import { DEFAULT_TIME_ZONE } from '../../src/domain/time'
import { LEAD_CSV_COLUMNS, leadCsvRow, type LeadCsvInput } from '../../src/domain/lead-csv'

/** Leads read from the database per query while streaming. */
export const LEADS_EXPORT_BATCH = 500

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

// A sort is one field path, optionally descending ("-createdAt", "car.make"); anything else is ignored.
const SORT = /^-?[A-Za-z_][A-Za-z0-9_.]*$/

export interface LeadExportQuery {
  where: Where
  sort: string[]
}

/**
 * The list's filters from its query string ("?where[form][equals]=enquiry&search=jane&sort=-createdAt"),
 * read with qs-esm as Payload reads it; search goes over the collection's list-searchable fields as in the list.
 */
export function leadExportQuery(queryString: string, collectionAdmin: Pick<CollectionConfig, 'admin'>['admin'] = {}): LeadExportQuery {
  const query = parse(queryString, { ignoreQueryPrefix: true, depth: 10, arrayLimit: 1000 }) as Record<string, unknown>
  const where = isPlainObject(query.where) ? (query.where as Where) : {}
  const search = typeof query.search === 'string' ? query.search.trim() : ''
  const merged = mergeListSearchAndWhere({ collectionConfig: { admin: collectionAdmin } as never, search, where })
  const sort = typeof query.sort === 'string' && SORT.test(query.sort) ? query.sort : '-createdAt'
  // A second key keeps the order stable across the batches when many leads share the first.
  return { where: merged, sort: sort.replace(/^-/, '') === 'id' ? [sort] : [sort, '-id'] }
}

const problem = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status })

/** The endpoint's handler; exported for the integration tests. */
export async function exportLeadsCsv(req: PayloadRequest): Promise<Response> {
  if (!req.user) return problem(401, 'Sign in to export leads.')
  const startedAt = new Date()
  const { where, sort } = leadExportQuery(new URL(req.url ?? 'http://localhost/').search, req.payload.collections.leads?.config.admin)
  // Leads arriving while the file is written would shift the pages; they go in the next export.
  const snapshot: Where = { and: [where, { createdAt: { less_than_equal: startedAt.toISOString() } }] }
  const readPage = (page: number) =>
    req.payload.find({
      collection: 'leads',
      where: snapshot,
      sort,
      page,
      limit: LEADS_EXPORT_BATCH,
      depth: 1,
      select: {
        createdAt: true,
        form: true,
        category: true,
        subcategory: true,
        status: true,
        deliveryStatus: true,
        firstName: true,
        lastName: true,
        email: true,
        phone: true,
        postcode: true,
        appointmentAt: true,
        car: true,
        tradeIn: true,
        rego: true,
        vehiclePriceBudget: true,
        message: true,
        pageUrl: true,
        optIn: true,
        attribution: true,
        site: true,
        location: true,
        dealership: true,
      },
      populate: { sites: { name: true }, locations: { name: true, timeZone: true }, dealerships: { name: true } },
      overrideAccess: false,
      user: req.user,
      req,
    })

  // The first page is read before answering, so a forbidden user or an unreadable filter gets its error status.
  const first = await readPage(1)
  async function* rows() {
    for (let page = 1, result = first; ; result = await readPage(++page)) {
      for (const lead of result.docs) yield leadCsvRow(lead as unknown as LeadCsvInput)
      if (!result.hasNextPage) return
    }
  }
  // pipeline keeps the database reads to the pace of the download and stops them if it is cancelled.
  const csv = pipeline(Readable.from(rows()), stringify({ header: true, columns: [...LEAD_CSV_COLUMNS], bom: true }), (error) => {
    if (error && (error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE')
      req.payload.logger.error({ err: error, msg: 'Lead CSV export failed part way' })
  })

  const day = format(startedAt, 'yyyy-MM-dd', { in: tz(DEFAULT_TIME_ZONE) })
  return new Response(Readable.toWeb(csv) as ReadableStream<Uint8Array>, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-${day}.csv"`,
      'Cache-Control': 'no-store',
      'X-Total-Count': String(first.totalDocs),
    },
  })
}

export const leadsCsvExportEndpoint: Endpoint = { path: '/export.csv', method: 'get', handler: exportLeadsCsv }
