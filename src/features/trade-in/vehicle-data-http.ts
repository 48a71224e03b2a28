import { z } from 'zod'

import type { AuState, MarketEstimate, TradeInSubject } from '@/domain/trade-in-valuation'

import type { IdentifiedCar, RegoLookupPort, ValuationPort } from './ports'

/**
 * The production adapter for the vehicle-data provider (an Autograb-style API) behind the trade-in
 * valuation (issue 20). One config gives both ports; `ports-from-env.ts` decides whether to use them.
 *
 * Wire format (every call carries `ApiKey: {key}` and `Accept: application/json`):
 *
 * Rego lookup
 *   GET {base}/v2/vehicles/registrations/{PLATE, URL-encoded}?region={state, lower case}
 *   200 {
 *     "success": true,
 *     "vehicle": { "id": "veh_8f2c", "year": 2019, "make": "Toyota", "model": "Corolla",
 *                  "badge": "Ascent Sport", "series": "ZWE211R", "vin": "JTNKB3BE30J012345", ... }
 *   }
 *   404, `{ "success": false }` or a success without a vehicle: the provider does not know the plate (null).
 *   `badge` and `vin` may be absent or null; a `vin` that is not a 17-character VIN is dropped.
 *
 * Valuation
 *   POST {base}/v2/valuations/predict   (Content-Type: application/json)
 *   { "vehicle": { "year": 2019, "make": "Toyota", "model": "Corolla", "badge": "Ascent Sport" | null },
 *     "kms": 84000, "condition": "average" }
 *   200 {
 *     "success": true,
 *     "prediction": { "retail_price": 31200, "retail_price_range": { "min": 29800, "max": 32900 },
 *                     "trade_price": 26400, "score": 0.82, "kms_adjustment": -650 }
 *   }
 *   `{ "success": false }`, or no prediction / no retail price: no figure for this car (null).
 *   `retail_price_range` is optional (the range then collapses onto the retail price); `score` is the
 *   provider's 0..1 confidence (clamped, 0 when absent); `kms_adjustment` is the optional change in
 *   retail dollars per further 10,000 km (negative; 0 when absent, and a positive one reads as 0, as
 *   the estimate's perTenThousandKm is never positive). The provider lists no comparable sales.
 *
 * Every other status (including 404 on predict), a body that is not JSON, an answer the schema rejects,
 * a network failure or a call slower than `timeoutMs` throws an Error naming the provider and the status
 * (the caller logs it and falls back to the embedded ports). Messages never carry the key or the body.
 */

export interface VehicleDataProviderConfig {
  /** e.g. https://api.vehicle-data.example.com; `/v2/...` is appended. */
  baseUrl: string
  apiKey: string
  /** Per call, covering the answer's body too; 4 s unless set. */
  timeoutMs?: number
  fetch?: typeof fetch
}

const PROVIDER = 'The vehicle-data provider'
const DEFAULT_TIMEOUT_MS = 4000
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/

const optionalText = z
  .string()
  .nullish()
  .transform((value) => value?.trim() || null)
const requiredText = z.string().trim().min(1)

// Only the fields the ports use are read (and checked); id, series, trade_price and the rest are ignored.
const vehicleSchema = z.object({
  year: z.number().int().min(1900).max(2100),
  make: requiredText,
  model: requiredText,
  badge: optionalText,
  vin: optionalText,
})

const registrationSchema = z.discriminatedUnion('success', [
  z.object({ success: z.literal(false) }),
  z.object({ success: z.literal(true), vehicle: vehicleSchema.nullish() }),
])

const dollars = z.number().finite().nonnegative()
const predictionSchema = z.object({
  retail_price: z.number().finite().positive().nullish(),
  retail_price_range: z.object({ min: dollars, max: dollars }).nullish(),
  score: z.number().finite().nullish(),
  kms_adjustment: z.number().finite().nullish(),
})

const predictSchema = z.discriminatedUnion('success', [
  z.object({ success: z.literal(false) }),
  z.object({ success: z.literal(true), prediction: predictionSchema.nullish() }),
])

/** A failure already described for the caller; the adapter's catch-all passes it on unchanged. */
class ProviderError extends Error {}

const clamp01 = (value: number): number => Math.min(1, Math.max(0, value))

/** The provider's vehicle as the car a plate identifies. */
function toIdentifiedCar(vehicle: z.infer<typeof vehicleSchema>): IdentifiedCar {
  const vin = vehicle.vin?.toUpperCase() ?? null
  return { year: vehicle.year, make: vehicle.make, model: vehicle.model, badge: vehicle.badge, vin: vin && VIN.test(vin) ? vin : null, source: 'provider' }
}

/** The provider's km adjustment as the estimate's (never positive, whole dollars): a car does not gain value with km. */
function lossPerTenThousandKm(adjustment: number | null | undefined): number {
  const dollars = Math.min(0, Math.round(adjustment ?? 0))
  return dollars === 0 ? 0 : dollars
}

/** The provider's prediction as a market estimate: the range widened to hold the retail price, then to whole $100s. */
function toMarketEstimate(prediction: z.infer<typeof predictionSchema> & { retail_price: number }): MarketEstimate {
  const retail = prediction.retail_price
  const range = prediction.retail_price_range ?? { min: retail, max: retail }
  return {
    retailDollars: Math.round(retail),
    lowDollars: Math.floor(Math.min(range.min, range.max, retail) / 100) * 100,
    highDollars: Math.ceil(Math.max(range.min, range.max, retail) / 100) * 100,
    confidence: clamp01(prediction.score ?? 0),
    comparables: [],
    perTenThousandKm: lossPerTenThousandKm(prediction.kms_adjustment),
  }
}

export function createVehicleDataProvider(config: VehicleDataProviderConfig): { regoLookup: RegoLookupPort; valuation: ValuationPort } {
  const { apiKey, timeoutMs = DEFAULT_TIMEOUT_MS, fetch: fetchImpl = fetch } = config
  const base = config.baseUrl.replace(/\/+$/, '')
  const headers = { Accept: 'application/json', ApiKey: apiKey }
  /** A foreign message (a network error's) with the key blanked out, should it ever carry it. */
  const redact = (message: string): string => (apiKey ? message.replaceAll(apiKey, '[key]') : message)

  /** One call to the provider: the schema-checked body, or null for a 404 the caller accepts. Throws on anything else. */
  async function call<T>(what: string, url: string, init: RequestInit, schema: z.ZodType<T>, notFoundIsNull: boolean): Promise<T | null> {
    let status = 0
    try {
      const response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) })
      status = response.status
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined)
        if (status === 404 && notFoundIsNull) return null
        throw new ProviderError(`${PROVIDER} answered ${status} for the ${what}`)
      }
      const text = await response.text()
      let body: unknown
      try {
        body = JSON.parse(text)
      } catch {
        throw new ProviderError(`${PROVIDER} answered ${status} with a body that is not JSON for the ${what}`)
      }
      const parsed = schema.safeParse(body)
      if (!parsed.success) {
        const issue = parsed.error.issues[0]
        throw new ProviderError(
          `${PROVIDER} answered ${status} with an unreadable answer for the ${what}: ${issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'schema'}`,
        )
      }
      return parsed.data
    } catch (error) {
      if (error instanceof ProviderError) throw error
      if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
        throw new Error(`${PROVIDER} ${status ? `answered ${status} but did not finish` : 'did not answer'} the ${what} within ${timeoutMs} ms`, {
          cause: error,
        })
      }
      const reason = redact(error instanceof Error ? error.message : String(error))
      throw new Error(
        status ? `${PROVIDER} answered ${status} but the ${what} failed: ${reason}` : `${PROVIDER} could not be reached for the ${what}: ${reason}`,
        { cause: error },
      )
    }
  }

  const regoLookup: RegoLookupPort = {
    provider: 'vehicle-data',
    async lookup(plate: string, state: AuState) {
      const url = `${base}/v2/vehicles/registrations/${encodeURIComponent(plate)}?region=${encodeURIComponent(state.toLowerCase())}`
      const answer = await call(`rego lookup in ${state}`, url, { method: 'GET', headers }, registrationSchema, true)
      if (!answer?.success || !answer.vehicle) return null
      return toIdentifiedCar(answer.vehicle)
    },
  }

  const valuation: ValuationPort = {
    provider: 'vehicle-data',
    async estimate(subject: TradeInSubject) {
      const body = { vehicle: { year: subject.year, make: subject.make, model: subject.model, badge: subject.badge }, kms: subject.km, condition: 'average' }
      const answer = await call(
        'valuation',
        `${base}/v2/valuations/predict`,
        { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
        predictSchema,
        false,
      )
      if (!answer?.success) return null
      const prediction = answer.prediction
      if (!prediction || prediction.retail_price === null || prediction.retail_price === undefined) return null
      return toMarketEstimate({ ...prediction, retail_price: prediction.retail_price })
    },
  }

  return { regoLookup, valuation }
}
