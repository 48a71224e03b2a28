import 'server-only'

import { readiness } from './readiness'

export { readiness, READINESS_TIMEOUT_MS } from './readiness'

const NEVER_CACHED = { 'cache-control': 'no-store' }

/** GET /api/health/live: the process is up and its event loop answers (nothing else is checked: a restart would not cure a slow database). */
export const livenessResponse = (): Response => Response.json({ status: 'live', uptimeSeconds: Math.round(process.uptime()) }, { headers: NEVER_CACHED })

/** GET /api/health/ready: 200 when every check passes, else 503 naming the failing ones. */
export async function readinessResponse(): Promise<Response> {
  const { ready, checks, pool } = await readiness()
  return Response.json({ status: ready ? 'ready' : 'not-ready', checks, ...(pool ? { pool } : {}) }, { status: ready ? 200 : 503, headers: NEVER_CACHED })
}
