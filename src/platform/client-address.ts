import { env } from '@/platform/env'

/**
 * The shopper's address, for per-connection rate limits and the sign-in audit (issue 16 item 10).
 * X-Forwarded-For is only believed as far as the deployment's own proxies wrote it: each of the
 * `trustedHops` proxies appends the address it received the request from, so the shopper is the entry
 * that many places from the right. Anything further left was written by the client and can be anything.
 * With no trusted proxies the TCP peer (`x-peer-address`, set by scripts/lib/app-server-hooks.mjs
 * before Next sees the request) is the shopper.
 */
export function clientAddress(headers: Headers, trustedHops: number = env.TRUSTED_PROXY_HOPS): string {
  if (trustedHops > 0) {
    const forwarded = (headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
    // Fewer entries than proxies: the request skipped a proxy; the leftmost is still one a proxy saw.
    const shopper = forwarded.length >= trustedHops ? forwarded[forwarded.length - trustedHops] : forwarded[0]
    if (shopper) return shopper
  }
  return headers.get('x-peer-address') || 'unknown'
}
