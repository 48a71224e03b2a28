import { testDriveSlotsResponse } from '@/features/leads'

/** GET /api/test-drive-slots?location={id} (src/features/leads/test-drive-slots-endpoint.ts). */
export const dynamic = 'force-dynamic'

export const GET = testDriveSlotsResponse
