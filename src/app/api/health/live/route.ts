import { livenessResponse } from '@/features/health'
import { apiRoute } from '@/platform/api-route'

/** GET /api/health/live: for the load balancer and the process supervisor (src/features/health). Never rate limited or cached. */
export const dynamic = 'force-dynamic'

export const GET = apiRoute(livenessResponse)
