import { savedSearchAlertsResponse } from '@/features/accounts'

/** POST /api/account/saved-searches/{id} `{ alertsEnabled }`: a saved search's email switch (src/features/accounts/alerts). */
export const dynamic = 'force-dynamic'

export const POST = async (request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> => savedSearchAlertsResponse(request, (await params).id)
