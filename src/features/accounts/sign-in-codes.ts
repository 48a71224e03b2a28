import type { Pool } from 'pg'

import { SIGN_IN_CODE_MINUTES, SIGN_IN_CODE_TRIES } from '@/domain/sign-in'

import { withTransaction } from '@/platform/database'
import { keyedHash, randomSignInCode, randomToken, sameHash } from '@/platform/secrets'

/**
 * Passwordless sign-in (issue 18): a 6-digit code and a one-click link per (site, email), stored
 * hashed, valid 10 minutes and 5 wrong tries; asking again replaces the previous code and link.
 */
export interface IssuedSignIn {
  code: string
  linkToken: string
  expiresAt: Date
}

export async function issueSignInCode(pool: Pool, { siteId, email, now = new Date() }: { siteId: number; email: string; now?: Date }): Promise<IssuedSignIn> {
  const code = randomSignInCode()
  const linkToken = randomToken()
  const expiresAt = new Date(now.getTime() + SIGN_IN_CODE_MINUTES * 60_000)
  await pool.query(
    `INSERT INTO shopper_sign_in_codes (site_id, email, code_hash, link_hash, attempts, expires_at, created_at) VALUES ($1, $2, $3, $4, 0, $5, $6)
     ON CONFLICT (site_id, email) DO UPDATE SET code_hash = EXCLUDED.code_hash, link_hash = EXCLUDED.link_hash, attempts = 0, expires_at = EXCLUDED.expires_at, created_at = EXCLUDED.created_at`,
    [siteId, email, keyedHash('sign-in-code', `${siteId}:${email}:${code}`), keyedHash('sign-in-link', linkToken), expiresAt, now],
  )
  return { code, linkToken, expiresAt }
}

export type CodeCheck = { ok: true } | { ok: false; reason: 'wrong'; triesLeft: number } | { ok: false; reason: 'locked' | 'expired' }

/** Checks a typed code; a right one is used up, a wrong one counts against the 5 tries (all in one transaction, so parallel guesses count too). */
export async function redeemSignInCode(
  pool: Pool,
  { siteId, email, code, now = new Date() }: { siteId: number; email: string; code: string; now?: Date },
): Promise<CodeCheck> {
  return withTransaction(pool, async (client) => {
    const { rows } = await client.query<{ code_hash: string; attempts: number; expires_at: Date }>(
      'SELECT code_hash, attempts, expires_at FROM shopper_sign_in_codes WHERE site_id = $1 AND email = $2 FOR UPDATE',
      [siteId, email],
    )
    const row = rows[0]
    let result: CodeCheck
    if (!row || row.expires_at <= now) result = { ok: false, reason: 'expired' }
    else if (row.attempts >= SIGN_IN_CODE_TRIES) result = { ok: false, reason: 'locked' }
    else if (sameHash(row.code_hash, keyedHash('sign-in-code', `${siteId}:${email}:${code}`))) {
      await client.query('DELETE FROM shopper_sign_in_codes WHERE site_id = $1 AND email = $2', [siteId, email])
      result = { ok: true }
    } else {
      await client.query('UPDATE shopper_sign_in_codes SET attempts = attempts + 1 WHERE site_id = $1 AND email = $2', [siteId, email])
      const triesLeft = SIGN_IN_CODE_TRIES - row.attempts - 1
      result = triesLeft > 0 ? { ok: false, reason: 'wrong', triesLeft } : { ok: false, reason: 'locked' }
    }
    return result
  })
}

/** The email a one-click link was sent to, using the link up; null when it is unknown, used, expired or locked by wrong codes. */
export async function redeemSignInLink(pool: Pool, { siteId, token, now = new Date() }: { siteId: number; token: string; now?: Date }): Promise<string | null> {
  const { rows } = await pool.query<{ email: string }>(
    'DELETE FROM shopper_sign_in_codes WHERE site_id = $1 AND link_hash = $2 AND expires_at > $3 AND attempts < $4 RETURNING email',
    [siteId, keyedHash('sign-in-link', token), now, SIGN_IN_CODE_TRIES],
  )
  return rows[0]?.email ?? null
}
