import { getStockSearch } from '@/features/search'
import { answerSimilarCars } from '@/features/vehicle'
import { problem, siteForRequest } from '@/platform/site-api'
import { apiRoute } from '@/platform/api-route'

/** GET /api/cars/{slug}/similar: up to 6 similar cars on the request's site (see answerSimilarCars). */
export const dynamic = 'force-dynamic'

export const GET = apiRoute(async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  const site = await siteForRequest(request)
  if (!site) return problem(404, 'Site not found.')
  const { slug } = await params
  return answerSimilarCars(await getStockSearch(), site.slug, slug)
})
