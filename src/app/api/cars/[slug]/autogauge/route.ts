import { answerAutogauge, getPriceComparison } from '@/features/price-comparison'
import { getStockSearch } from '@/features/search'
import { problem, siteForRequest } from '@/platform/site-api'
import { apiRoute } from '@/platform/api-route'

/** GET /api/cars/{slug}/autogauge: the car's price comparison on the request's site (see answerAutogauge). */
export const dynamic = 'force-dynamic'

export const GET = apiRoute(async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  const site = await siteForRequest(request)
  if (!site) return problem(404, 'Site not found.')
  const { slug } = await params
  const [stockSearch, comparison] = await Promise.all([getStockSearch(), getPriceComparison()])
  return answerAutogauge({ stockSearch, comparison }, site.slug, slug)
})
