import { NextResponse, type NextRequest } from 'next/server'

import { normaliseHost } from './data/site-host'

const STATIC_FILE = /\.[a-z0-9]+$/i
const PER_SITE_FILES = new Set(['/robots.txt', '/sitemap.xml'])

/**
 * One route tree serves every dealer site: a shopper request for /path on any host is rewritten to
 * /{host}/path, where the (site) layout resolves the host to a site. Admin, API and static files pass.
 */
export function proxy(request: NextRequest) {
  if (STATIC_FILE.test(request.nextUrl.pathname) && !PER_SITE_FILES.has(request.nextUrl.pathname)) return NextResponse.next()
  const host = normaliseHost(request.headers.get('x-forwarded-host') ?? request.headers.get('host')) || 'localhost'
  const url = request.nextUrl.clone()
  url.pathname = `/${encodeURIComponent(host)}${request.nextUrl.pathname === '/' ? '' : request.nextUrl.pathname}`
  return NextResponse.rewrite(url)
}

export const config = {
  // Static files (anything with an extension) pass, except each site's own robots.txt and sitemap.xml.
  matcher: ['/((?!admin|api|_next|brand-logos|favicon\\.ico).*)'],
}
