import type { Pool } from 'pg'

import { SESSION_COOKIE, SESSION_DAYS, SIGNED_IN_COOKIE } from '@/domain/sign-in'

import { keyedHash, randomToken } from '@/platform/secrets'

/**
 * Shopper sessions (issue 18): a random token in an httpOnly cookie, its hash in PostgreSQL (so every
 * app server agrees and any session can be revoked). A session lasts 30 days from its last use.
 */
const DAY_MS = 86_400_000
/** A session's expiry moves at most once an hour, so browsing does not write on every request. */
const SLIDE_AFTER_MS = 60 * 60_000

export async function createSession(
  pool: Pool,
  { customerId, siteId, userAgent, now = new Date() }: { customerId: number; siteId: number; userAgent: string | null; now?: Date },
): Promise<string> {
  const token = randomToken()
  await pool.query(
    'INSERT INTO shopper_sessions (token_hash, customer_id, site_id, created_at, last_seen_at, expires_at, user_agent) VALUES ($1, $2, $3, $4, $4, $5, $6)',
    [keyedHash('session', token), customerId, siteId, now, new Date(now.getTime() + SESSION_DAYS * DAY_MS), userAgent?.slice(0, 300) ?? null],
  )
  return token
}

/** The customer a session token signs in on this site (a token of another site signs in nobody), sliding its expiry. */
export async function sessionCustomerId(
  pool: Pool,
  { token, siteId, now = new Date() }: { token: string; siteId: number; now?: Date },
): Promise<number | null> {
  if (!token || token.length > 100) return null
  const hash = keyedHash('session', token)
  const { rows } = await pool.query<{ customer_id: number; last_seen_at: Date }>(
    'SELECT customer_id, last_seen_at FROM shopper_sessions WHERE token_hash = $1 AND site_id = $2 AND expires_at > $3',
    [hash, siteId, now],
  )
  const row = rows[0]
  if (!row) return null
  if (now.getTime() - row.last_seen_at.getTime() > SLIDE_AFTER_MS) {
    await pool.query('UPDATE shopper_sessions SET last_seen_at = $2, expires_at = $3 WHERE token_hash = $1', [
      hash,
      now,
      new Date(now.getTime() + SESSION_DAYS * DAY_MS),
    ])
  }
  return row.customer_id
}

export async function revokeSession(pool: Pool, token: string): Promise<void> {
  await pool.query('DELETE FROM shopper_sessions WHERE token_hash = $1', [keyedHash('session', token)])
}

/** Sign out on every device. */
export async function revokeAllSessions(pool: Pool, customerId: number): Promise<number> {
  const { rowCount } = await pool.query('DELETE FROM shopper_sessions WHERE customer_id = $1', [customerId])
  return rowCount ?? 0
}

/** Set-Cookie values for a new or refreshed session (30 days), or for signing out (token null). */
export function sessionCookies(token: string | null, { secure }: { secure: boolean }): string[] {
  const common = `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
  const age = token ? `Max-Age=${SESSION_DAYS * 86_400}` : 'Max-Age=0'
  return [`${SESSION_COOKIE}=${token ?? ''}; ${age}; HttpOnly; ${common}`, `${SIGNED_IN_COOKIE}=${token ? '1' : ''}; ${age}; ${common}`]
}

/** Whether the shopper reached us over HTTPS (directly or through the forwarding proxy): cookies are Secure then. */
export const isHttpsRequest = (request: Request): boolean => new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https'
