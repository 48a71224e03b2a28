import { readinessResponse } from '@/features/health'
import { apiRoute } from '@/platform/api-route'

/** GET /api/health/ready: database, migrations and search index (src/features/health). Never rate limited or cached. */
export const dynamic = 'force-dynamic'

export const GET = apiRoute(readinessResponse)
