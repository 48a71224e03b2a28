import { insightsCsvResponse } from '@/features/insights'
import { apiRoute } from '@/platform/api-route'
import { getPayloadClient } from '@/platform/payload'

/** GET /api/insights/export.csv: one table of the admin's insights dashboard as CSV (src/features/insights/dashboard/insights-csv.ts). */
export const dynamic = 'force-dynamic'

export const GET = apiRoute(async (request: Request): Promise<Response> => insightsCsvResponse(request, await getPayloadClient()))
