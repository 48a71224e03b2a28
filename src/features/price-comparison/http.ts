import { z } from 'zod'

import type { PriceComparisonResult } from '@/domain/price-comparison'
import type { StockCar } from '@/features/search'

import type { PriceComparisonPort } from './port'

export interface AutogaugeHttpOptions {
  /** e.g. https://autogauge.example.com/api; the car's path and /autogauge are appended. */
  baseUrl: string
  apiKey: string
  fetch?: typeof fetch
  timeoutMs?: number
}

/** A figure the service sent that is not a finite number becomes null, which hides the panel (spec §5). */
const figure = z.number().finite().nullish().catch(null)
const answerSchema = z.object({
  fill: figure,
  listing_price: figure,
  market_range_min: figure,
  market_range_max: figure,
  confidence: figure,
  description: z.string().nullish().catch(null),
})

/** The car's path on the site (spec §3 Car `path`), else /cars/{slug}. */
export const carPath = (car: Pick<StockCar, 'path' | 'slug'>): string => {
  const path = car.path?.trim() || `/cars/${car.slug}`
  return path.startsWith('/') ? path.replace(/\/+$/, '') : `/${path.replace(/\/+$/, '')}`
}

/**
 * The hosted autogauge (spec §7): GET {base}{car path}/autogauge with the key as a bearer token.
 * 404, or an answer without any figure, is "nothing to say" (null); other failures throw.
 */
export function createAutogaugeHttpClient({ baseUrl, apiKey, fetch: fetchImpl = fetch, timeoutMs = 4000 }: AutogaugeHttpOptions): PriceComparisonPort {
  const base = baseUrl.replace(/\/+$/, '')
  return {
    async compare(_siteSlug, car) {
      const response = await fetchImpl(`${base}${carPath(car)}/autogauge`, {
        headers: { accept: 'application/json', authorization: `Bearer ${apiKey}` },
        signal: AbortSignal.timeout(timeoutMs),
      })
      if (response.status === 404) return null
      if (!response.ok) throw new Error(`The autogauge service answered ${response.status} for ${car.slug}`)
      const parsed = answerSchema.safeParse(await response.json())
      if (!parsed.success) throw new Error(`The autogauge service sent an unreadable answer for ${car.slug}: ${parsed.error.issues[0]?.message}`)
      const result: PriceComparisonResult = parsed.data
      const figures = [result.fill, result.listing_price, result.market_range_min, result.market_range_max, result.confidence]
      return figures.every((value) => value === null || value === undefined) ? null : result
    },
  }
}
