import type { CollectionAfterErrorHook, CollectionBeforeOperationHook } from 'payload'

import { publicError } from '../../src/platform/public-error'
import { checkRateLimit, clientKeyFromHeaders, consumeRateLimit, type RateLimitName } from '../../src/platform/rate-limit'
import { databasePoolOf } from '../../src/platform/database'

type Accounts = 'users' | 'customers'
type Attempt = { accounts: Accounts; email: string; clientAddress: string; userAgent: string | null }

/**
 * Sign-in throttling instead of account lock-out (issue 16 item 3). A lock after N failures let
 * anyone keep an admin out for ever with a few wrong passwords, and "user is locked" told them the
 * account existed. Here failures count per account and connection, and per account from everywhere,
 * in the shared limiter (every app server agrees); past either limit the answer is the same 429 for
 * an account that exists and one that does not, and the right password from elsewhere still works
 * until the account-wide limit. Every failure is kept in `sign-in-failures` for super admins.
 */
export const THROTTLED_MESSAGE = 'Too many failed sign-in attempts for this account. Please try again in a few minutes.'

const accountKeys = (attempt: Attempt): Array<[RateLimitName, string]> => [
  ['signInAccountConnection', `${attempt.accounts}:${attempt.email}:${attempt.clientAddress}`],
  ['signInAccount', `${attempt.accounts}:${attempt.email}`],
]

/** Text PostgreSQL can store: no NUL characters, no lone surrogates. */
const storable = (text: string) => text.replaceAll('\u0000', '').toWellFormed()

const CONTEXT_KEY = 'signInAttempt'

async function recordFailure(payload: Parameters<CollectionAfterErrorHook>[0]['req']['payload'], attempt: Attempt, reason: 'wrong-credentials' | 'throttled') {
  // Not in the request's transaction: the failed login rolled that back.
  await payload.create({
    collection: 'sign-in-failures',
    overrideAccess: true,
    data: {
      email: attempt.email.slice(0, 320),
      accounts: attempt.accounts,
      reason,
      clientAddress: attempt.clientAddress,
      userAgent: attempt.userAgent?.slice(0, 500) ?? null,
    },
  })
}

export function signInThrottle(accounts: Accounts): { beforeOperation: CollectionBeforeOperationHook; afterError: CollectionAfterErrorHook } {
  return {
    beforeOperation: async ({ args, operation, req }) => {
      if (operation !== 'login') return
      const typed = String((args as { data?: { email?: unknown } }).data?.email ?? '')
        .trim()
        .toLowerCase()
      if (!typed) return
      const attempt: Attempt = {
        accounts,
        email: storable(typed),
        clientAddress: clientKeyFromHeaders(req.headers),
        userAgent: storable(req.headers.get('user-agent') ?? '') || null,
      }
      for (const [name, key] of accountKeys(attempt)) {
        const verdict = await checkRateLimit(databasePoolOf(req.payload), name, key)
        if (!verdict.allowed) {
          await recordFailure(req.payload, attempt, 'throttled')
          throw publicError(THROTTLED_MESSAGE, 429)
        }
      }
      req.context[CONTEXT_KEY] = attempt
      // No account has such an address, and PostgreSQL refuses NUL in a query (a 500): answer as for
      // any wrong email, counted and audited like one.
      if (typed !== attempt.email || typed.length > 320) throw publicError(req.t('error:emailOrPasswordIncorrect'), 401)
    },
    afterError: async ({ error, req }) => {
      const attempt = req.context[CONTEXT_KEY] as Attempt | undefined
      if (!attempt || (error as { status?: number }).status !== 401) return
      for (const [name, key] of accountKeys(attempt)) await consumeRateLimit(databasePoolOf(req.payload), name, key)
      await recordFailure(req.payload, attempt, 'wrong-credentials')
    },
  }
}
