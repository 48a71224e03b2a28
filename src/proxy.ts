import { NextResponse, type NextRequest } from 'next/server'

import { redirectAddress } from './domain/redirects'
import { env } from './platform/env'
import { requestSiteHost } from './platform/request-host'
import { COMMON_SECURITY_HEADERS, HSTS, newNonce, shopperContentSecurityPolicy } from './platform/security-headers'
import { proxySiteSettings } from './platform/proxy-site-settings'
import { siteRedirect } from './platform/site-redirects'
import { readLivePreviewGrant } from './platform/live-preview-token'

const STATIC_FILE = /\.[a-z0-9]+$/i
const PER_SITE_FILES = new Set(['/robots.txt', '/sitemap.xml'])
// Pages fetch map tiles and the style from the configured tile service.
const CONNECT_ORIGINS = [env.MAP_TILE_URL, env.MAP_STYLE_URL]
  .filter((url): url is string => Boolean(url))
  .map((url) => new URL(url.replaceAll('{', '').replaceAll('}', '')).origin)

/**
 * One route tree serves every dealer site: a shopper request for /path on any host is rewritten to
 * /{host}/path, where the (site) layout resolves the host to a site. Static files pass. The site's
 * redirects answer first, with the marketer's 301 or 302. Every page gets its Content-Security-Policy
 * here, with a nonce Next puts on its own scripts.
 * Admin and API paths reach the proxy only when they hold a '%' (see `config`), to refuse broken escapes.
 */
export async function proxy(request: NextRequest) {
  // A broken %-escape cannot name any page or API resource; Next and Payload would answer it with a 500.
  // A NUL or other control character names no page or resource either, and PostgreSQL refuses NUL in a lookup (issue 38).
  if (!decodablePath(request.nextUrl.pathname))
    return new NextResponse('Bad request: this address is not valid.', { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  if (/^\/(api|admin)(\/|$)/.test(request.nextUrl.pathname)) return NextResponse.next()
  if (STATIC_FILE.test(request.nextUrl.pathname) && !PER_SITE_FILES.has(request.nextUrl.pathname)) return NextResponse.next()

  const host = requestSiteHost(request.headers)
  const https = request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https'
  const settings = await proxySiteSettings(host)
  // Redirects answer before any page (issue 23), here because a page's redirect() answers 307 or 308 only.
  const moved = settings.id === null ? null : await siteRedirect(settings.id, decodeURIComponent(request.nextUrl.pathname))
  if (moved) return withCommonHeaders(NextResponse.redirect(new URL(redirectAddress(moved.to, request.nextUrl.search), request.nextUrl), moved.status), https)
  const nonce = newNonce()
  // The admin that signed a live preview link may frame that preview (its token names the admin's origin).
  const previewer = request.nextUrl.pathname === '/preview' ? readLivePreviewGrant(request.nextUrl.searchParams.get('token'))?.adminOrigin : undefined
  const frameAncestors = previewer ? [...settings.frameAncestors, previewer] : settings.frameAncestors
  const policy = shopperContentSecurityPolicy({ nonce, frameAncestors, connectOrigins: CONNECT_ORIGINS, https })
  // Next reads the nonce from the request's policy; the layout reads x-nonce for the Google tag.
  const requestHeaders = new Headers(request.headers)
  requestHeaders.set('content-security-policy', policy)
  requestHeaders.set('x-nonce', nonce)

  const url = request.nextUrl.clone()
  // The site's own garage path (e.g. /mymotorama) shows the garage, keeping its address.
  const pathname = settings.garagePath && request.nextUrl.pathname.replace(/\/$/, '') === `/${settings.garagePath}` ? '/my-garage' : request.nextUrl.pathname
  url.pathname = `/${encodeURIComponent(host)}${pathname === '/' ? '' : pathname}`
  const response = NextResponse.rewrite(url, { request: { headers: requestHeaders } })
  response.headers.set('content-security-policy', policy)
  return withCommonHeaders(response, https)
}

function withCommonHeaders(response: NextResponse, https: boolean): NextResponse {
  for (const [name, value] of COMMON_SECURITY_HEADERS) response.headers.set(name, value)
  if (https) response.headers.set(...HSTS)
  return response
}

const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/

function decodablePath(pathname: string): boolean {
  try {
    return !CONTROL_CHARACTER.test(decodeURIComponent(pathname))
  } catch {
    return false
  }
}

export const config = {
  matcher: [
    // Static files (anything with an extension) pass, except each site's own robots.txt and sitemap.xml.
    '/((?!admin|api|_next|brand-logos|favicon\\.ico).*)',
    // Admin and API requests only when their path holds a '%': a proxy that matched them all would
    // buffer every request body (stock feeds included) before the route's own streaming limit.
    '/:area(admin|api)/:rest(.*%.*)',
  ],
}
