import type { CollectionBeforeOperationHook } from 'payload'

import { isAdminUser } from '../../src/platform/admin-users'
import { publicError } from '../../src/platform/public-error'
import { clientKeyFromHeaders, consumeRateLimit, type RateLimitName } from '../../src/platform/rate-limit'
import { databasePoolOf } from '../../src/platform/database'

type Operation = Parameters<CollectionBeforeOperationHook>[0]['operation']

/**
 * Rate limits the public writes of a collection (lead creation, log-in, password resets) per client
 * connection, counted in PostgreSQL so every app server agrees. Signed-in admin users are not limited.
 */
export const rateLimitPublic =
  (limit: RateLimitName, operations: Operation[], message: string): CollectionBeforeOperationHook =>
  async ({ operation, req }) => {
    if (!operations.includes(operation) || isAdminUser(req.user)) return
    const pool = databasePoolOf(req.payload)
    const verdict = await consumeRateLimit(pool, limit, clientKeyFromHeaders(req.headers))
    if (!verdict.allowed) throw publicError(`${message} Please try again in ${verdict.retryAfterSeconds} seconds.`, 429)
  }
