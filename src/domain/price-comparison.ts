/** Market price comparison panel and badge (spec §4 "Price comparison", §5 hide rules, §9 thresholds). */
import { DEFAULT_TEXTS, fillText, type Texts } from './texts'

export const PRICE_COMPARISON_LIMITS = {
  /** At or below this confidence the panel is hidden. */
  minConfidence: 0.2,
  /** From this fill up the deal is "Great". */
  greatDealFill: 0.65,
  mediumBandFill: 0.3,
  highBandFill: 0.6,
  /** The gauge never looks emptier than this. */
  minGaugeFill: 0.2,
} as const

/** The autogauge answer. */
export interface PriceComparisonResult {
  fill?: number | null
  listing_price?: number | null
  market_range_min?: number | null
  market_range_max?: number | null
  confidence?: number | null
  description?: string | null
  /** How many cars the figures come from (the offline autogauge says; a hosted one may not). */
  comparable_count?: number | null
}

export type FillBand = 'low' | 'medium' | 'high'

export interface PriceComparisonPanel {
  fill: number
  gaugeFill: number
  band: FillBand
  dealLabel: string
  listingPrice: number
  marketRangeMin: number
  marketRangeMax: number
}

const present = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value)

/** Below 0.3 low, 0.3 to below 0.6 medium, 0.6 and above high. */
export function fillBand(fill: number): FillBand {
  if (fill < PRICE_COMPARISON_LIMITS.mediumBandFill) return 'low'
  return fill < PRICE_COMPARISON_LIMITS.highBandFill ? 'medium' : 'high'
}

/** Fill under 0.65 is a Good Deal; above, the description when given, else Great Deal. */
export function dealLabel(fill: number, description?: string | null, texts: Texts = DEFAULT_TEXTS): string {
  if (fill < PRICE_COMPARISON_LIMITS.greatDealFill) return texts.goodDeal
  return description?.trim() || texts.greatDeal
}

/** The gauge fill clamped to 20%..100% so a low figure still reads as a gauge. */
export function gaugeFill(fill: number): number {
  return Math.min(1, Math.max(PRICE_COMPARISON_LIMITS.minGaugeFill, fill))
}

/** The panel, or null (hidden) when a figure is missing, confidence is 0.2 or less, or the market tops out below the listing. */
export function priceComparisonPanel(result: PriceComparisonResult | null | undefined, texts: Texts = DEFAULT_TEXTS): PriceComparisonPanel | null {
  if (!result) return null
  const { fill, listing_price: listing, market_range_min: min, market_range_max: max, confidence } = result
  if (!present(fill) || !present(listing) || !present(min) || !present(max) || !present(confidence)) return null
  if (confidence <= PRICE_COMPARISON_LIMITS.minConfidence || max < listing) return null
  return {
    fill,
    gaugeFill: gaugeFill(fill),
    band: fillBand(fill),
    dealLabel: dealLabel(fill, result.description, texts),
    listingPrice: listing,
    marketRangeMin: min,
    marketRangeMax: max,
  }
}

/**
 * What the gauge says in words (so it is not told by colour and length only): where the listing sits
 * in the market range, from the cheap end. Shares are rounded up to the next 5% and never shown as 0%.
 */
export function gaugeDescription(panel: Pick<PriceComparisonPanel, 'fill' | 'listingPrice' | 'marketRangeMin'>, texts: Texts = DEFAULT_TEXTS): string {
  if (panel.listingPrice < panel.marketRangeMin) return texts.priceComparisonBelowRange
  const position = 1 - Math.min(1, Math.max(0, panel.fill))
  const share = (part: number) => Math.max(5, Math.ceil(Math.round(part * 1000) / 50) * 5)
  return position <= 0.5
    ? fillText(texts.priceComparisonLowerShare, { percent: share(position) })
    : fillText(texts.priceComparisonUpperShare, { percent: share(1 - position) })
}

/** Badge shown when the price is more than $499 below the market average (spec §5, §9). */
export const MARKET_PRICE_BADGE_MARGIN = 499

export interface CarForMarketPrice {
  price?: number | null
  autograb_data?: { state_average_market_price?: number | null; average_market_price?: number | null } | null
}

/** The state average, or the national one when the state has no figure; null when neither is known. */
export function marketAveragePrice(car: CarForMarketPrice): number | null {
  const state = car.autograb_data?.state_average_market_price
  const national = car.autograb_data?.average_market_price
  if (present(state) && state > 0) return state
  return present(national) && national > 0 ? national : null
}

/** How far below the market average the car is priced, when that earns the badge; else null. */
export function marketPriceBadge(car: CarForMarketPrice): { average: number; below: number } | null {
  const average = marketAveragePrice(car)
  if (average === null || !present(car.price) || car.price <= 0) return null
  const below = average - car.price
  return below > MARKET_PRICE_BADGE_MARGIN ? { average, below } : null
}
