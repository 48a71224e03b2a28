import 'server-only'

import { createHmac, timingSafeEqual } from 'node:crypto'

import { formMinFillMs, payloadSecret } from '@/platform/env'
import type { ResolvedSite } from '@/platform/sites'

import { formTokenAgeProblem, formTokenPayload, readFormToken, type FormTokenProblem } from './form-token'

/**
 * Issuing and checking the lead forms' signed form tokens (src/features/leads/form-token.ts has the format and
 * the age rule). Stateless: the signature is HMAC-SHA256 with a key derived from PAYLOAD_SECRET, so any
 * app server checks a token another issued, and nothing is stored.
 */
const keys = new Map<string, Buffer>()

/** A key of its own for form tokens, derived from the secret, so a token signature is never valid for anything else the secret signs. */
function keyFor(secret: string): Buffer {
  let key = keys.get(secret)
  if (!key) {
    key = createHmac('sha256', secret).update('dealer-platform lead form token').digest()
    keys.set(secret, key)
  }
  return key
}

const sign = (payload: string, secret: string): Buffer => createHmac('sha256', keyFor(secret)).update(payload, 'utf8').digest()

/** A token for a form on `siteSlug`, issued at `now`. */
export function issueFormToken(siteSlug: string, now: Date = new Date(), secret: string = payloadSecret): string {
  const payload = formTokenPayload({ issuedAt: now.getTime(), siteSlug })
  return `${payload}.${sign(payload, secret).toString('base64url')}`
}

/** Why the token a lead for `siteSlug` came with cannot be accepted at `now`, or null when it can (`minFillMs`: the server's minimum fill time). */
export function formTokenProblem(
  token: string | null | undefined,
  siteSlug: string,
  now: Date = new Date(),
  secret: string = payloadSecret,
  minFillMs: number = formMinFillMs,
): FormTokenProblem | null {
  if (!token) return 'missing'
  const read = readFormToken(token)
  if (!read) return 'malformed'
  // Compared as text: base64url has more than one spelling of the same bytes, and only ours is accepted.
  const given = Buffer.from(read.signature, 'ascii')
  const expected = Buffer.from(sign(read.payload, secret).toString('base64url'), 'ascii')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged'
  if (read.claims.siteSlug !== siteSlug) return 'other-site'
  return formTokenAgeProblem(read.claims.issuedAt, now.getTime(), minFillMs)
}

/**
 * GET /api/form-token: `{ token, minFillMs }` for the request's site, never cached (the issue time is
 * the proof). `minFillMs` is this server's minimum fill time, which the browser waits out before sending
 * (no secret: a refusal says the form was sent too soon). Not rate limited: it stores nothing and costs
 * one HMAC, and a token does not get a lead past the lead limits of POST /api/enquiries.
 */
export function formTokenResponse(site: ResolvedSite | null, now: Date = new Date(), minFillMs: number = formMinFillMs): Response {
  const headers = { 'cache-control': 'no-store' }
  if (!site) return Response.json({ message: 'Site not found.', status: 404 }, { status: 404, headers })
  return Response.json({ token: issueFormToken(site.slug, now), minFillMs }, { headers })
}
