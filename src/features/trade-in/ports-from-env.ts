import type { Pool } from 'pg'

import { env } from '@/platform/env'

import { createMarketValuation, createStockHistoryRegoLookup } from './embedded'
import type { RegoLookupPort, ValuationPort } from './ports'
import { createVehicleDataProvider } from './vehicle-data-http'

export interface TradeInPorts {
  regoLookup: RegoLookupPort
  valuation: ValuationPort
}

/**
 * The provider when VEHICLE_DATA_API_URL and VEHICLE_DATA_API_KEY are set, with the platform's own
 * stock history behind it: a plate the provider does not know may still be one the platform has sold,
 * and a provider outage falls back to the market computation instead of losing the shopper.
 */
export function tradeInPortsFromEnv(pool: Pool): TradeInPorts {
  const embedded = { regoLookup: createStockHistoryRegoLookup(pool), valuation: createMarketValuation(pool) }
  if (!env.VEHICLE_DATA_API_URL || !env.VEHICLE_DATA_API_KEY) return embedded
  const provider = createVehicleDataProvider({ baseUrl: env.VEHICLE_DATA_API_URL, apiKey: env.VEHICLE_DATA_API_KEY })
  return withFallback(provider, embedded)
}

export function withFallback(primary: TradeInPorts, fallback: TradeInPorts): TradeInPorts {
  const failed = (what: string) => (error: unknown) => {
    console.error(`[trade-in] the vehicle-data provider's ${what} failed; the platform's own data answers`, error)
    return null
  }
  return {
    regoLookup: {
      provider: primary.regoLookup.provider,
      lookup: async (plate, state) => (await primary.regoLookup.lookup(plate, state).catch(failed('plate lookup'))) ?? fallback.regoLookup.lookup(plate, state),
    },
    valuation: {
      provider: primary.valuation.provider,
      estimate: async (subject) => (await primary.valuation.estimate(subject).catch(failed('valuation'))) ?? fallback.valuation.estimate(subject),
    },
  }
}
