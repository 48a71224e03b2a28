import { searchProtocolResponse } from '@/features/search'

/** The Algolia search protocol for this host's site (src/features/search/http/search-endpoint.ts). */
export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ host: string; path: string[] }> }

async function handle(request: Request, { params }: Context): Promise<Response> {
  const { host, path } = await params
  return searchProtocolResponse(request, host, path)
}

export { handle as GET, handle as POST, handle as PUT, handle as DELETE }
