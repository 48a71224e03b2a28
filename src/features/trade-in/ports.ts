import type { AuState, MarketEstimate, TradeInSubject } from '@/domain/trade-in-valuation'

/**
 * The two outside services a trade-in valuation uses (issue 20). Each has an embedded default built on
 * the platform's own stock history and a production adapter for a vehicle-data provider, picked from
 * the environment in `ports-from-env.ts`; routes never import an adapter.
 */

/** A car a registration plate (or the shopper's own pick) identifies. */
export interface IdentifiedCar {
  year: number
  make: string
  model: string
  badge: string | null
  vin: string | null
  /** Where it came from: a car the platform has had in stock, the provider, or the shopper's pick. */
  source: 'stock-history' | 'provider' | 'pick-list'
}

export interface RegoLookupPort {
  provider: 'stock-history' | 'vehicle-data'
  /** The car a normalised plate in a state belongs to; null when the source does not know the plate. Throws when the service fails. */
  lookup(plate: string, state: AuState): Promise<IdentifiedCar | null>
}

export interface ValuationPort {
  provider: 'market' | 'vehicle-data'
  /** The retail market estimate for the car; null when there is too little evidence for a figure. Throws when the service fails. */
  estimate(subject: TradeInSubject): Promise<MarketEstimate | null>
}
