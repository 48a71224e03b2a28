import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

import { payloadSecret } from '@/platform/env'

/**
 * Sign-in codes, link tokens and session tokens are stored only as keyed hashes: a copy of the
 * database signs nobody in. The key is the deployment's secret, so hashes differ between deployments.
 */
export const keyedHash = (purpose: string, value: string): string => createHmac('sha256', payloadSecret).update(`${purpose}:${value}`).digest('hex')

export const sameHash = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/** A random token for links and cookies (256 bits, URL-safe). */
export const randomToken = (): string => randomBytes(32).toString('base64url')

/** A 6-digit code, every value equally likely. */
// No 0/O or 1/I: a reference read out over the phone is not misheard.
const REFERENCE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** A reference a shopper reads out over the phone, e.g. R-7KQ2M9X: the prefix names what it refers to. */
export const spokenReference = (prefix: string): string =>
  `${prefix}-${Array.from({ length: 7 }, () => REFERENCE_LETTERS[randomInt(REFERENCE_LETTERS.length)]).join('')}`

export const randomSignInCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0')

/** A signed value anyone may hold but no one can forge (unsubscribe links): `{value}.{signature}`. */
export const signValue = (purpose: string, value: string): string => `${value}.${keyedHash(purpose, value).slice(0, 32)}`

export function verifySignedValue(purpose: string, signed: string): string | null {
  const dot = signed.lastIndexOf('.')
  if (dot <= 0) return null
  const value = signed.slice(0, dot)
  return sameHash(signed.slice(dot + 1), keyedHash(purpose, value).slice(0, 32)) ? value : null
}
