import { NextResponse, type NextRequest } from 'next/server'

import { normaliseHost } from './data/site-host'

/**
 * One route tree serves every dealer site: a shopper request for /path on any host is rewritten to
 * /{host}/path, where the (site) layout resolves the host to a site. Admin, API and static files pass.
 */
export function proxy(request: NextRequest) {
  const host = normaliseHost(request.headers.get('x-forwarded-host') ?? request.headers.get('host')) || 'localhost'
  const url = request.nextUrl.clone()
  url.pathname = `/${encodeURIComponent(host)}${request.nextUrl.pathname === '/' ? '' : request.nextUrl.pathname}`
  return NextResponse.rewrite(url)
}

export const config = {
  matcher: ['/((?!admin|api|_next|brand-logos|fonts|favicon\\.ico|robots\\.txt|sitemap\\.xml|.*\\.[a-z0-9]+$).*)'],
}
