import type { Pool } from 'pg'

import { comparableCriteria } from '@/domain/market-comparison'
import { marketEstimate } from '@/domain/trade-in-valuation'
import { carByPlate, comparableHistory } from '@/features/search'

import type { RegoLookupPort, ValuationPort } from './ports'

/** The plates the platform already knows: every car that has passed through a site's stock, with its plate and state. */
export function createStockHistoryRegoLookup(pool: Pool): RegoLookupPort {
  return {
    provider: 'stock-history',
    async lookup(plate, state) {
      const car = await carByPlate(pool, plate, state)
      return car ? { ...car, source: 'stock-history' } : null
    },
  }
}

/**
 * The embedded valuation: comparable cars from every site's stock and sales history, chosen by the
 * price comparison's own criteria (src/domain/market-comparison.ts), fitted against kilometres in
 * src/domain/trade-in-valuation.ts.
 */
export function createMarketValuation(pool: Pool): ValuationPort {
  return {
    provider: 'market',
    async estimate(subject) {
      const criteria = comparableCriteria({ id: '', make: subject.make, model: subject.model, year: subject.year, km: subject.km })
      return marketEstimate(subject, await comparableHistory(pool, criteria))
    },
  }
}
