import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { isAdminUser, siteIdsOf, userIsSuperAdmin } from '@/platform/admin-users'
import { stockIndexName } from '@/domain/stock-index'
import { getStockSearch, type SearchResponse } from '@/features/search'
import { editorsWorkingSite } from '@/platform/editor-site-assignment'
import { plainText } from '@/domain/text'

/* The admin's choosers over one site's stock: the vehicle spotlight's car and the stock grid's refinements. */

const pickerQuery = z.object({ site: z.coerce.number().int().positive().optional(), q: plainText().trim().max(100).default('') })

/** What the admin's car picker lists for each match: enough to tell cars apart. */
export type PickerCar = { slug: string; name: string; stocknum: string | null; price: number | null; status: string | null }

/** The facets the stock grid's refinements name (blocks/StockGrid), each with the block field it fills. */
const STOCK_GRID_FACETS = { make: 'makes', model: 'models', body: 'bodies', location_name: 'locations', tag: 'tags' } as const

const refused = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status })

/**
 * The site an admin request is about, when the user may edit it, otherwise the answer to give: the
 * page's site (?site=), else the one the editor is working on in the admin (a new page has none yet).
 */
async function editorsSite(req: PayloadRequest) {
  if (!isAdminUser(req.user)) return refused(401, 'Sign in to the admin to pick from stock.')
  const parsed = pickerQuery.safeParse({ site: req.searchParams.get('site') || undefined, q: req.searchParams.get('q') ?? '' })
  if (!parsed.success) return refused(400, 'Name the site (site) and what to look for (q, up to 100 characters).')
  const siteId = parsed.data.site ?? editorsWorkingSite(req)
  if (siteId === undefined) return refused(400, 'Choose the site first.')
  if (!userIsSuperAdmin(req.user) && !siteIdsOf(req.user).map(String).includes(String(siteId)))
    return refused(403, "You can only pick from your own site's stock.")
  const site = await req.payload.findByID({ collection: 'sites', id: siteId, depth: 0, overrideAccess: true, req, disableErrors: true })
  return site ? { site, q: parsed.data.q } : refused(404, 'No such site.')
}

/**
 * GET /api/pages/stock-picker?site={id}&q={words or stock number}: the admin's vehicle spotlight
 * picker searches that site's stock index, for editors of that site only (another dealer's cars are
 * never offered: a 403, as the save's own check would refuse them).
 */
export async function stockPickerResponse(req: PayloadRequest): Promise<Response> {
  const found = await editorsSite(req)
  if (found instanceof Response) return found
  const { site, q } = found
  const [answer] = await (
    await getStockSearch()
  ).search(site.slug, [
    {
      type: 'default',
      indexName: stockIndexName(site.slug),
      params: { query: q, hitsPerPage: 8, attributesToRetrieve: ['slug', 'name', 'stocknum', 'price', 'status'], attributesToHighlight: [] },
    },
  ])
  const cars: PickerCar[] = ((answer as SearchResponse<Record<string, unknown>>).hits ?? []).map((hit) => ({
    slug: String(hit.slug),
    name: String(hit.name),
    stocknum: typeof hit.stocknum === 'string' ? hit.stocknum : null,
    price: typeof hit.price === 'number' ? hit.price : null,
    status: typeof hit.status === 'string' ? hit.status : null,
  }))
  return Response.json({ cars }, { headers: { 'cache-control': 'no-store' } })
}

/** The stock grid's choices: for each refinement field, the values in stock with their counts. */
export type StockChoices = Record<(typeof STOCK_GRID_FACETS)[keyof typeof STOCK_GRID_FACETS], Array<{ value: string; count: number }>>

/**
 * GET /api/pages/stock-facets?site={id}: the values the site's stock has for each refinement a stock
 * grid can preset (makes, models, bodies, locations, tags), most cars first, for the admin to choose
 * from rather than type; the site's editors only.
 */
export async function stockFacetsResponse(req: PayloadRequest): Promise<Response> {
  const found = await editorsSite(req)
  if (found instanceof Response) return found
  const [answer] = await (
    await getStockSearch()
  ).search(found.site.slug, [
    { type: 'default', indexName: stockIndexName(found.site.slug), params: { hitsPerPage: 0, facets: Object.keys(STOCK_GRID_FACETS), maxValuesPerFacet: 40 } },
  ])
  const facets = (answer as SearchResponse<Record<string, unknown>>).facets ?? {}
  const choices = Object.fromEntries(
    Object.entries(STOCK_GRID_FACETS).map(([facet, field]) => [
      field,
      Object.entries(facets[facet] ?? {})
        .sort(([, a], [, b]) => b - a)
        .map(([value, count]) => ({ value, count })),
    ]),
  ) as StockChoices
  return Response.json({ choices } satisfies { choices: StockChoices }, { headers: { 'cache-control': 'no-store' } })
}
