import 'server-only'

import { headers } from 'next/headers'

import type { Site } from '../payload-types'
import { requestHost } from './request-host'

/** The site's public origin: its first domain in production, else the host this request came in on. */
export async function getSiteOrigin(site: Pick<Site, 'domains'>): Promise<string> {
  const domain = site.domains?.[0]?.domain
  if (domain) return `https://${domain}`
  const h = await headers()
  const host = requestHost(h)
  const proto = h.get('x-forwarded-proto') ?? (host.includes('localhost') ? 'http' : 'https')
  return `${proto}://${host}`
}
