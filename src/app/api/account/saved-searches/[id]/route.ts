import { savedSearchAlertsResponse } from '@/features/accounts'
import { apiRoute } from '@/platform/api-route'

/** POST /api/account/saved-searches/{id} `{ alertsEnabled }`: a saved search's email switch (src/features/accounts/alerts). */
export const dynamic = 'force-dynamic'

export const POST = apiRoute(async (request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> =>
  savedSearchAlertsResponse(request, (await params).id),
)
