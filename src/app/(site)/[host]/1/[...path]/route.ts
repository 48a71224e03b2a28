import { searchProtocolResponse } from '@/features/search'
import { apiRoute } from '@/platform/api-route'

/** The Algolia search protocol for this host's site (src/features/search/http/search-endpoint.ts). */
export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ host: string; path: string[] }> }

const handle = apiRoute(async (request: Request, { params }: Context): Promise<Response> => {
  const { host, path } = await params
  return searchProtocolResponse(request, host, path)
})

export { handle as GET, handle as POST, handle as PUT, handle as DELETE }
