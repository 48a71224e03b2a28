import { testDriveSlotsResponse } from '@/features/leads'
import { apiRoute } from '@/platform/api-route'

/** GET /api/test-drive-slots?location={id} (src/features/leads/test-drive-slots-endpoint.ts). */
export const dynamic = 'force-dynamic'

export const GET = apiRoute(testDriveSlotsResponse)
