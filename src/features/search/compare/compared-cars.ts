import type { StockCar } from '../stock/stock-record'
import type { StockSearch } from '../stock/stock-search'

/** One column of /compare: the slug the URL named and its car, or null when the site no longer lists it. */
export interface ComparedCar {
  slug: string
  car: StockCar | null
}

/**
 * The cars a /compare URL names, in its order (spec §1 "compare ... cars"): a car counts only when
 * search lists it now, the vehicle page's rule (findListedCar); unknown, hidden or long-sold cars
 * come back as null so the page can say they are no longer available.
 */
export async function loadComparedCars(stockSearch: Pick<StockSearch, 'findListedCar'>, siteSlug: string, slugs: readonly string[]): Promise<ComparedCar[]> {
  return Promise.all(
    slugs.map(async (slug) => {
      const found = await stockSearch.findListedCar(siteSlug, slug)
      return { slug, car: found?.listed ? found.car : null }
    }),
  )
}
