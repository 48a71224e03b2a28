import { vehiclePdfResponse } from '@/features/vehicle'
import { apiRoute } from '@/platform/api-route'

/** GET /api/cars/{slug}/pdf: the car's A4 sheet (src/features/vehicle/print/vehicle-pdf-endpoint.ts). */
export const dynamic = 'force-dynamic'

export const GET = apiRoute(async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  return vehiclePdfResponse(request, (await params).slug)
})
