import { accountExportResponse } from '@/features/accounts'
import { apiRoute } from '@/platform/api-route'

/** GET /api/account/export: download my data (src/features/accounts). */
export const dynamic = 'force-dynamic'

export const GET = apiRoute((request: Request): Promise<Response> => accountExportResponse(request))
