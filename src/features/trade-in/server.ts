import 'server-only'

import { getPayloadClient } from '@/platform/payload'
import { databasePoolOf } from '@/platform/database'

import { tradeInPortsFromEnv, type TradeInPorts } from './ports-from-env'

const holder = globalThis as typeof globalThis & { tradeInPorts?: Promise<TradeInPorts> }

/** The server's rego lookup and valuation: the provider when configured, with the platform's stock history behind it. */
export function getTradeInPorts(): Promise<TradeInPorts> {
  holder.tradeInPorts ??= getPayloadClient().then((payload) => tradeInPortsFromEnv(databasePoolOf(payload)))
  return holder.tradeInPorts
}
