import { searchCredentials } from '@/config/env'
import { getSiteSlugForHost } from '@/data/sites'
import { answerSearchCall } from '@/search/http/algolia-protocol'
import { getStockSearch } from '@/search/server'

/**
 * The Algolia search protocol for this host's site (src/search/http/algolia-protocol.ts), so the
 * unmodified algoliasearch client and InstantSearch work against the app. Search only.
 */
export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ host: string; path: string[] }> }

async function handle(request: Request, { params }: Context): Promise<Response> {
  const { host, path } = await params
  const siteSlug = await getSiteSlugForHost(decodeURIComponent(host))
  if (!siteSlug) return Response.json({ message: 'Site not found', status: 404 }, { status: 404 })
  const url = new URL(request.url)
  try {
    // The client may gzip large bodies (its `compression: 'gzip'` option).
    const body = request.method !== 'POST' || !request.body ? '' : request.headers.get('content-encoding') === 'gzip' ? await new Response(request.body.pipeThrough(new DecompressionStream('gzip'))).text() : await request.text()
    const stockSearch = await getStockSearch()
    const answer = await answerSearchCall(
      { method: request.method, path: `/1/${path.join('/')}`, query: url.searchParams, headers: request.headers, body },
      searchCredentials,
      (queries) => stockSearch.search(siteSlug, queries),
    )
    return Response.json(answer.body, { status: answer.status, headers: { 'cache-control': 'no-store' } })
  } catch (error) {
    console.error('search failed', error)
    return Response.json({ message: 'Internal error', status: 500 }, { status: 500 })
  }
}

export { handle as GET, handle as POST, handle as PUT, handle as DELETE }
