import { pickSimilarCars, SIMILAR_CARS, similarPriceBand } from '@/domain/similar-cars'

import {
  type SearchResponse,
  facetFilter,
  type StockQuery,
  VEHICLE_CARD_FIELDS,
  type StockCar,
  type StockSearch,
  type StockSearchRecord,
} from '@/features/search'
import { stockIndexName } from '@/domain/stock-index'

/** A similar car: the fields a vehicle card reads (the same shape as VehicleCardCar). */
export type SimilarCar = Pick<StockSearchRecord, 'objectID' | (typeof VEHICLE_CARD_FIELDS)[number]>

/** Each query's page (spec §7 "limit 10"). */
export const SIMILAR_CARS_PER_QUERY = 10

/** Browsers and CDNs may keep the answer a minute. */
export const SIMILAR_CARS_CACHE_CONTROL = 'public, max-age=60'

/**
 * The multi-query of spec §7 "similar cars", in stock only and inside the car's price band (spec §9;
 * no band for a car without a price): the same make and model first, then the same body type or make.
 */
export function similarCarsQueries(siteSlug: string, car: Pick<StockCar, 'make' | 'model' | 'price' | 'simple_body' | 'bodyconfiguration'>): StockQuery[] {
  const band = car.price && car.price > 0 ? similarPriceBand(car.price) : null
  const body = car.simple_body ?? car.bodyconfiguration ?? null
  const query = (facetFilters: Array<string | string[]>): StockQuery => ({
    type: 'default',
    indexName: stockIndexName(siteSlug),
    params: {
      facetFilters: [...facetFilters, facetFilter('status', 'in_stock')],
      numericFilters: band ? [`price>=${band.min}`, `price<=${band.max}`] : [],
      hitsPerPage: SIMILAR_CARS_PER_QUERY,
      attributesToRetrieve: [...VEHICLE_CARD_FIELDS],
      attributesToHighlight: [],
      analytics: false,
    },
  })
  return [
    query([facetFilter('make', car.make), facetFilter('model', car.model)]),
    query([body ? [facetFilter('body', body), facetFilter('make', car.make)] : facetFilter('make', car.make)]),
  ]
}

const cardFields = (hit: Record<string, unknown>): SimilarCar =>
  Object.fromEntries(['objectID', ...VEHICLE_CARD_FIELDS].map((field) => [field, hit[field] ?? null])) as SimilarCar

/** Up to 6 similar cars for a car: one search call, same model first, de-duplicated, never the car itself. */
export async function findSimilarCars(stockSearch: Pick<StockSearch, 'search'>, siteSlug: string, car: StockCar): Promise<SimilarCar[]> {
  const answers = await stockSearch.search(siteSlug, similarCarsQueries(siteSlug, car))
  const hits = answers.flatMap((answer) => (answer as SearchResponse<Record<string, unknown>>).hits ?? [])
  const candidates = hits.map((hit) => ({ ...cardFields(hit), id: hit.objectID }))
  return pickSimilarCars({ id: car.id, model: car.model }, candidates, SIMILAR_CARS.count).map(({ id: _id, ...similar }) => similar)
}

/**
 * GET /api/cars/{slug}/similar for one site: 200 `{ cars }` (at most 6, the fields of a vehicle
 * card), 404 for a car the site does not list (the vehicle page's rule, findListedCar), 502 when the
 * search fails (logged; the page shows nothing, spec §8).
 */
export async function answerSimilarCars(stockSearch: Pick<StockSearch, 'search' | 'findListedCar'>, siteSlug: string, carSlug: string): Promise<Response> {
  const found = await stockSearch.findListedCar(siteSlug, carSlug)
  if (!found?.listed) return Response.json({ message: 'Car not found.', status: 404 }, { status: 404, headers: { 'cache-control': 'no-store' } })
  try {
    const cars = await findSimilarCars(stockSearch, siteSlug, found.car)
    return Response.json({ cars }, { headers: { 'cache-control': SIMILAR_CARS_CACHE_CONTROL } })
  } catch (error) {
    console.warn(`Similar cars failed for ${siteSlug}/${carSlug}:`, error instanceof Error ? error.message : error)
    return Response.json({ message: 'Similar cars are unavailable.', status: 502 }, { status: 502, headers: { 'cache-control': 'no-store' } })
  }
}
