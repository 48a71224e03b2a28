import type { Pool } from 'pg'

/** A car of the demo stock as browser tests read it from the app's database. */
export interface StoredCar {
  slug: string
  name: string
  status: string
  price: number | null
  offer_price: number | null
  make: string
  model: string
}

/** Listed and buyable: in stock and shown on the dealer's website. */
export const IN_STOCK = `car->>'status' = 'in_stock' AND coalesce((car->>'show_on_dealer_website')::boolean, true)`

/** One demo car of a site matching a SQL condition on its feed record (`car` jsonb), the first by slug. */
export async function demoCar(db: Pool, site: string, condition: string): Promise<StoredCar> {
  const { rows } = await db.query<{ car: StoredCar }>(`SELECT car FROM stock_cars WHERE site_slug = $1 AND ${condition} ORDER BY slug LIMIT 1`, [site])
  if (!rows[0]) throw new Error(`no demo car of ${site} where ${condition}`)
  return rows[0].car
}
