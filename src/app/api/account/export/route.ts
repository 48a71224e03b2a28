import { accountExportResponse } from '@/features/accounts'

/** GET /api/account/export: download my data (src/features/accounts). */
export const dynamic = 'force-dynamic'

export const GET = (request: Request): Promise<Response> => accountExportResponse(request)
