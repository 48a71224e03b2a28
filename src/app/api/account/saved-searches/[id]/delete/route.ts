import { deleteSavedSearchResponse } from '@/features/accounts'
import { apiRoute } from '@/platform/api-route'

/** POST /api/account/saved-searches/{id}/delete: deletes a saved search (src/features/accounts/alerts). */
export const dynamic = 'force-dynamic'

export const POST = apiRoute(async (request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> =>
  deleteSavedSearchResponse(request, (await params).id),
)
