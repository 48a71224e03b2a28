/**
 * The lead forms' proof of fill time (issue 16 item 9): the browser asks the server for a form token
 * when the shopper starts filling a form (GET /api/form-token) and sends it with the lead
 * (`context.formToken`). The token is the time the server issued it and the site, signed by the server
 * (src/features/leads/form-token-signing.ts), so a script can neither leave it out nor make it up, and any app
 * server can check it. The rules here are pure and shared by the browser and the server.
 *
 * Format: `v1.{issued at, ms since epoch}.{site slug}.{signature, base64url HMAC-SHA256 of what precedes it}`.
 */

/**
 * People take longer than this to fill in even a prefilled form; scripts do not. The default: an app
 * server takes its minimum from FORM_MIN_FILL_MS (src/platform/env.ts), which tests shorten.
 */
export const MIN_FILL_MILLISECONDS = 2000

/** A token older than this is stale: a tab left open overnight asks for a fresh one. */
export const MAX_FORM_TOKEN_AGE_MILLISECONDS = 24 * 60 * 60 * 1000

export interface FormTokenClaims {
  issuedAt: number
  siteSlug: string
}

/** Why a lead's form token was refused. */
export type FormTokenProblem = 'missing' | 'malformed' | 'forged' | 'other-site' | 'too-young' | 'stale'

export const FORM_TOKEN_MESSAGES = {
  missing: 'Your enquiry could not be sent because the form was not ready. Please try again, or call us.',
  invalid: 'Your enquiry could not be sent. Please reload the page and try again, or call us.',
  tooYoung: 'That was quick! Please check your details, then send the form again.',
  stale: 'This form was open for a long time, so it needed refreshing. Please send it again.',
  /** The browser could not get a fresh token to send the form again with. */
  retry: 'Your enquiry could not be sent just now. Please try again.',
} as const

/** The message the shopper reads for each refusal. */
export function formTokenMessage(problem: FormTokenProblem): string {
  switch (problem) {
    case 'missing':
      return FORM_TOKEN_MESSAGES.missing
    case 'too-young':
      return FORM_TOKEN_MESSAGES.tooYoung
    case 'stale':
      return FORM_TOKEN_MESSAGES.stale
    default:
      return FORM_TOKEN_MESSAGES.invalid
  }
}

/** The `code` of a 400 from POST /api/enquiries that refused the form token. */
export const formTokenErrorCode = (problem: FormTokenProblem) => `form-token-${problem}` as const

export type FormTokenErrorCode = ReturnType<typeof formTokenErrorCode>

/**
 * Whether a fresh token could make the browser's next try succeed: every refusal but "too young" (the
 * shopper's token is fine, they were just quick; a resend later passes). A stale token is the tab left
 * open overnight; a missing, malformed, forged or other-site one is a token fetch that failed or a
 * secret that changed with a deploy.
 */
export function isRenewableFormTokenCode(code: unknown): boolean {
  return typeof code === 'string' && code.startsWith('form-token-') && code !== formTokenErrorCode('too-young')
}

const VERSION = 'v1'
const TOKEN_PATTERN = /^v1\.(\d{1,15})\.([a-z0-9]+(?:-[a-z0-9]+)*)\.([A-Za-z0-9_-]{43})$/

/** The signed part of a token: `v1.{issuedAt}.{siteSlug}`. */
export function formTokenPayload({ issuedAt, siteSlug }: FormTokenClaims): string {
  return `${VERSION}.${Math.trunc(issuedAt)}.${siteSlug}`
}

/** A token's parts (the signature as sent, base64url of 32 bytes), or null when it is not one. */
export function readFormToken(token: string): { payload: string; claims: FormTokenClaims; signature: string } | null {
  const match = TOKEN_PATTERN.exec(token)
  if (!match) return null
  const issuedAt = Number(match[1])
  if (!Number.isSafeInteger(issuedAt)) return null
  const claims = { issuedAt, siteSlug: match[2]! }
  return { payload: formTokenPayload(claims), claims, signature: match[3]! }
}

/**
 * The age rule: a lead sent less than `minFillMs` (the server's minimum fill time) after its token was
 * issued is too young (a token from the future, another server's clock running ahead, counts as too
 * young too); one more than MAX_FORM_TOKEN_AGE_MILLISECONDS after is stale; null when the age is fine.
 */
export function formTokenAgeProblem(issuedAt: number, now: number, minFillMs: number): 'too-young' | 'stale' | null {
  const age = now - issuedAt
  if (age < minFillMs || age < 0) return 'too-young'
  if (age > MAX_FORM_TOKEN_AGE_MILLISECONDS) return 'stale'
  return null
}
