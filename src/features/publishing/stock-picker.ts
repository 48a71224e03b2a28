import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { isAdminUser, siteIdsOf, userIsSuperAdmin } from '../../../access'
import { stockIndexName } from '@/domain/stock-index'
import { getStockSearch, type SearchResponse } from '@/features/search'

const pickerQuery = z.object({ site: z.coerce.number().int().positive(), q: z.string().trim().max(100).default('') })

/** What the admin's car picker lists for each match: enough to tell cars apart. */
export type PickerCar = { slug: string; name: string; stocknum: string | null; price: number | null; status: string | null }

/**
 * GET /api/pages/stock-picker?site={id}&q={words or stock number}: the admin's vehicle spotlight
 * picker searches that site's stock index, for editors of that site only (another dealer's cars are
 * never offered: a 403, as the save's own check would refuse them).
 */
export async function stockPickerResponse(req: PayloadRequest): Promise<Response> {
  if (!isAdminUser(req.user)) return Response.json({ errors: [{ message: 'Sign in to the admin to pick a car.' }] }, { status: 401 })
  const parsed = pickerQuery.safeParse({ site: req.searchParams.get('site'), q: req.searchParams.get('q') ?? '' })
  if (!parsed.success) return Response.json({ errors: [{ message: 'Name the site (site) and what to look for (q, up to 100 characters).' }] }, { status: 400 })
  const { site: siteId, q } = parsed.data
  if (!userIsSuperAdmin(req.user) && !siteIdsOf(req.user).map(String).includes(String(siteId))) return Response.json({ errors: [{ message: "You can only pick your own site's cars." }] }, { status: 403 })
  const site = await req.payload.findByID({ collection: 'sites', id: siteId, depth: 0, overrideAccess: true, req, disableErrors: true })
  if (!site) return Response.json({ errors: [{ message: 'No such site.' }] }, { status: 404 })
  const [answer] = await (await getStockSearch()).search(site.slug, [
    { type: 'default', indexName: stockIndexName(site.slug), params: { query: q, hitsPerPage: 8, attributesToRetrieve: ['slug', 'name', 'stocknum', 'price', 'status'], attributesToHighlight: [] } },
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
