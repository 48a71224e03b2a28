import { payloadSecret } from '@/platform/env'
import { databasePool, siteForRequest } from '@/platform/site-api'
import { carViewResponse, visitorSaltFrom } from '@/features/vehicle'
import { apiRoute } from '@/platform/api-route'

/** GET /api/cars/{slug}/view.json: counts a view and answers { views, car_fields } (see src/features/vehicle/page/car-views-endpoint.ts). */
export const dynamic = 'force-dynamic'

const salt = visitorSaltFrom(payloadSecret)

export const GET = apiRoute(async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  const [site, { slug }, pool] = await Promise.all([siteForRequest(request), params, databasePool()])
  return carViewResponse(request, slug, { pool, siteSlug: site?.slug ?? null, salt })
})
