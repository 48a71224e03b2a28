import { normaliseHost } from '@/domain/site-host'

/**
 * The host a request came in on, read one way everywhere (proxy, pages, API routes): the forwarding
 * proxy's X-Forwarded-Host first, then Host. No server-only imports: the proxy uses it too.
 */
export function requestHost(headers: Pick<Headers, 'get'>): string {
  return headers.get('x-forwarded-host') ?? headers.get('host') ?? 'localhost'
}

/** The request's host as site resolution reads it: lower case, without port or trailing dot. */
export function requestSiteHost(headers: Pick<Headers, 'get'>): string {
  return normaliseHost(requestHost(headers)) || 'localhost'
}
