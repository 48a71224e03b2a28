import { NextResponse, type NextRequest } from 'next/server'

import { normaliseHost } from './data/site-host'

const STATIC_FILE = /\.[a-z0-9]+$/i
const PER_SITE_FILES = new Set(['/robots.txt', '/sitemap.xml'])

/**
 * One route tree serves every dealer site: a shopper request for /path on any host is rewritten to
 * /{host}/path, where the (site) layout resolves the host to a site. Admin, API and static files pass.
 */
export function proxy(request: NextRequest) {
  // A broken %-escape cannot name any page; Next would answer it with a 500 from every route.
  if (!decodablePath(request.nextUrl.pathname)) return new NextResponse('Bad request: this address is not valid.', { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  if (STATIC_FILE.test(request.nextUrl.pathname) && !PER_SITE_FILES.has(request.nextUrl.pathname)) return NextResponse.next()
  const host = normaliseHost(request.headers.get('x-forwarded-host') ?? request.headers.get('host')) || 'localhost'
  const url = request.nextUrl.clone()
  url.pathname = `/${encodeURIComponent(host)}${request.nextUrl.pathname === '/' ? '' : request.nextUrl.pathname}`
  return NextResponse.rewrite(url)
}

function decodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

export const config = {
  // Static files (anything with an extension) pass, except each site's own robots.txt and sitemap.xml.
  matcher: ['/((?!admin|api|_next|brand-logos|favicon\\.ico).*)'],
}
