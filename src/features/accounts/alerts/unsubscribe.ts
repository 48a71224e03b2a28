import 'server-only'

import type { Pool } from 'pg'

import { parseUnsubscribeValue, type UnsubscribeTarget } from '@/domain/shopper-alerts'
import { readBodyText } from '@/platform/request-body'
import { databasePool, problem, siteForRequest } from '@/platform/site-api'
import type { ResolvedSite } from '@/platform/sites'

import { verifySignedValue } from '@/platform/secrets'
import { UNSUBSCRIBE_PURPOSE } from './send-alerts'

/**
 * One-click unsubscribe (issue 18; spec §2 /pages/unsubscribe; RFC 8058). The signed token is the
 * authority: it names one customer and what to stop, and no one can make one for another customer.
 * It works whether or not the shopper is signed in, and even after the dealer turns accounts off.
 */
export interface UnsubscribeSubject {
  customerId: number
  target: UnsubscribeTarget
  /** What stops, in the shopper's words. */
  label: string
  /** Whether those emails are still on. */
  active: boolean
}

export type UnsubscribeView = { state: 'no-token' } | { state: 'invalid' } | { state: 'confirm' | 'done'; token: string; label: string }

/** What a token stops on this site, or null for a forged, mangled or other site's token. */
export async function unsubscribeSubject(pool: Pool, siteId: number, token: string): Promise<UnsubscribeSubject | null> {
  const parsed = parseUnsubscribeValue(token.length <= 200 ? verifySignedValue(UNSUBSCRIBE_PURPOSE, token) : null)
  if (!parsed) return null
  const { customerId, target } = parsed
  if (target === 'watchlist') {
    const { rows } = await pool.query<{ alerts_enabled: boolean | null }>('SELECT alerts_enabled FROM customers WHERE id = $1 AND site_id = $2', [
      customerId,
      siteId,
    ])
    return rows[0]
      ? { customerId, target, label: 'emails about price drops and sales of the cars in your watchlist', active: rows[0].alerts_enabled !== false }
      : null
  }
  const { rows } = await pool.query<{ name: string; alerts_enabled: boolean | null }>(
    'SELECT ss.name, ss.alerts_enabled FROM saved_searches ss JOIN customers c ON c.id = ss.customer_id WHERE ss.id = $1 AND ss.customer_id = $2 AND c.site_id = $3',
    [target, customerId, siteId],
  )
  return rows[0]
    ? { customerId, target, label: `emails about new cars for your saved search "${rows[0].name}"`, active: rows[0].alerts_enabled !== false }
    : null
}

export async function turnOffAlerts(pool: Pool, subject: UnsubscribeSubject): Promise<void> {
  if (subject.target === 'watchlist') await pool.query('UPDATE customers SET alerts_enabled = false, updated_at = now() WHERE id = $1', [subject.customerId])
  else
    await pool.query('UPDATE saved_searches SET alerts_enabled = false, updated_at = now() WHERE id = $1 AND customer_id = $2', [
      subject.target,
      subject.customerId,
    ])
}

/** What /pages/unsubscribe shows for its `token`. */
export async function unsubscribeView(site: ResolvedSite, token: string | null): Promise<UnsubscribeView> {
  if (!token) return { state: 'no-token' }
  const subject = await unsubscribeSubject(await databasePool(), site.id, token)
  if (!subject) return { state: 'invalid' }
  return { state: subject.active ? 'confirm' : 'done', token, label: subject.label }
}

const pagePath = (token: string) => `/pages/unsubscribe?token=${encodeURIComponent(token)}`
const seeOther = (location: string) => new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } })

/** GET /api/account/unsubscribe?token=…: the List-Unsubscribe address opened in a browser shows the page (a GET changes nothing). */
export function unsubscribeLinkResponse(request: Request): Response {
  const token = new URL(request.url).searchParams.get('token')
  return seeOther(token ? pagePath(token) : '/pages/unsubscribe')
}

/**
 * POST /api/account/unsubscribe: the page's button (a form with `token`) or a mail app's one-click
 * POST (`List-Unsubscribe=One-Click`, token in the address). The one endpoint without the Origin
 * check: mail providers post from their servers, and the signed token is the authority.
 */
export async function unsubscribeResponse(request: Request): Promise<Response> {
  const site = await siteForRequest(request)
  if (!site) return problem(404, 'Site not found.')
  const body = await readBodyText(request, 4096)
  if ('refusal' in body) return problem(body.refusal.status, body.refusal.message)
  const form = new URLSearchParams(/^application\/x-www-form-urlencoded\b/i.test(request.headers.get('content-type') ?? '') ? body.text : '')
  const oneClick = form.get('List-Unsubscribe') === 'One-Click'
  const token = form.get('token') ?? new URL(request.url).searchParams.get('token') ?? ''
  const pool = await databasePool()
  const subject = token ? await unsubscribeSubject(pool, site.id, token) : null
  if (!subject) return oneClick ? problem(400, 'This unsubscribe link is not valid.') : seeOther(pagePath(token))
  await turnOffAlerts(pool, subject)
  return oneClick
    ? new Response('Unsubscribed.', { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })
    : seeOther(pagePath(token))
}
