import headerConfig from '@/platform/security-headers.json'

/**
 * Security headers (issue 16 item 11). Shopper pages get a nonce-based Content-Security-Policy: Next
 * puts the request's nonce on its own scripts, the site layout on the Google tag, and 'strict-dynamic'
 * lets those load their chunks; nothing else runs. The admin and the API get the same headers
 * without the script policy (set in next.config.mjs from src/platform/security-headers.json; geolocation for the location list's nearest-first, payment for checkout), and may never be framed.
 */
// Shared with next.config.mjs, which sets them on the admin, the API and static files.
const pair = ([name = '', value = '']: string[]): [string, string] => [name, value]

export const COMMON_SECURITY_HEADERS: ReadonlyArray<[string, string]> = headerConfig.common.map(pair)

export const HSTS = pair(headerConfig.hsts)

/** A fresh nonce per response, base64 of 16 random bytes. */
export function newNonce(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return btoa(String.fromCharCode(...bytes))
}

export interface ShopperPolicyInput {
  nonce: string
  /** Origins the site lets frame it (Site → Embedding); the site itself always may. */
  frameAncestors: readonly string[]
  /** Extra origins pages fetch from: the map tile service, hosted search. */
  connectOrigins: readonly string[]
  https: boolean
}

export function shopperContentSecurityPolicy({ nonce, frameAncestors, connectOrigins, https }: ShopperPolicyInput): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    // React's style attributes and the map's inline styles.
    "style-src 'self' 'unsafe-inline'",
    // Car photos and videos come from dealers' feeds and media hosts.
    "img-src 'self' data: blob: https:",
    "media-src 'self' https:",
    "font-src 'self' data:",
    // Google Analytics only on sites with a measurement id; its hosts are harmless elsewhere.
    ['connect-src', "'self'", ...connectOrigins, 'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'].join(
      ' ',
    ),
    "worker-src 'self' blob:",
    // Vehicle videos (YouTube, Vimeo...) play in frames.
    "frame-src 'self' https:",
    ['frame-ancestors', "'self'", ...frameAncestors].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ]
  if (https) directives.push('upgrade-insecure-requests')
  return directives.join('; ')
}
