/**
 * What a stock import changed that a shopper may want to hear about (issue 18 alerts): a car added,
 * a car whose price went down, a car sold or taken out of the feed. The stock store records these in
 * the import's own transaction; shopper alerts are made from them later.
 */
export type StockChangeKind = 'added' | 'price-drop' | 'sold'

export interface StockChange {
  carId: string
  kind: StockChangeKind
  priceBefore: number | null
  priceAfter: number | null
}

export interface StockCarState {
  price: number | null
  status: string | null
}

/** The change one import made to one car: `before` null for a new car, `after` null for a removed one. */
export function stockChangeOf(carId: string, before: StockCarState | null, after: StockCarState | null): StockChange | null {
  if (!before && after) return after.status === 'sold' ? null : { carId, kind: 'added', priceBefore: null, priceAfter: after.price }
  if (before && (!after || (after.status === 'sold' && before.status !== 'sold'))) {
    return before.status === 'sold' ? null : { carId, kind: 'sold', priceBefore: before.price, priceAfter: after?.price ?? null }
  }
  if (before && after && after.status !== 'sold' && before.price !== null && after.price !== null && after.price < before.price) {
    return { carId, kind: 'price-drop', priceBefore: before.price, priceAfter: after.price }
  }
  return null
}
