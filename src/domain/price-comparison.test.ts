import { describe, expect, it } from 'vitest'

import {
  dealLabel,
  fillBand,
  gaugeDescription,
  gaugeFill,
  marketAveragePrice,
  marketPriceBadge,
  priceComparisonPanel,
  type PriceComparisonResult,
} from './price-comparison'

const result: PriceComparisonResult = { fill: 0.7, listing_price: 30000, market_range_min: 28000, market_range_max: 36000, confidence: 0.8, description: null }

describe('price comparison hide rules (spec §5, §9 "hide at confidence 0.2 or less")', () => {
  it('shows the panel for a complete, confident result', () => {
    expect(priceComparisonPanel(result)).toEqual({
      fill: 0.7,
      gaugeFill: 0.7,
      band: 'high',
      dealLabel: 'Great Deal',
      listingPrice: 30000,
      marketRangeMin: 28000,
      marketRangeMax: 36000,
    })
  })

  it('hides the panel when any figure is missing', () => {
    for (const key of ['fill', 'listing_price', 'market_range_min', 'market_range_max', 'confidence'] as const) {
      expect(priceComparisonPanel({ ...result, [key]: null }), key).toBeNull()
      expect(priceComparisonPanel({ ...result, [key]: undefined }), key).toBeNull()
    }
    expect(priceComparisonPanel(null)).toBeNull()
  })

  it('hides the panel at confidence 0.2 or less', () => {
    expect(priceComparisonPanel({ ...result, confidence: 0.2 })).toBeNull()
    expect(priceComparisonPanel({ ...result, confidence: 0.21 })).not.toBeNull()
  })

  it('hides the panel when the market tops out below the listing price', () => {
    expect(priceComparisonPanel({ ...result, market_range_max: 29999 })).toBeNull()
    expect(priceComparisonPanel({ ...result, market_range_max: 30000 })).not.toBeNull()
  })
})

describe('price comparison deal label and bands (spec §4, §9)', () => {
  it('is Good Deal under 0.65, else Great Deal unless a description is given', () => {
    expect(dealLabel(0.64)).toBe('Good Deal')
    expect(dealLabel(0.64, 'Fair price')).toBe('Good Deal')
    expect(dealLabel(0.65)).toBe('Great Deal')
    expect(dealLabel(0.9, 'Priced to sell')).toBe('Priced to sell')
    expect(priceComparisonPanel({ ...result, description: 'Priced to sell' })?.dealLabel).toBe('Priced to sell')
  })

  it('bands fill below 0.3 low, 0.3 to below 0.6 medium, 0.6 and above high', () => {
    expect([0.29, 0.3, 0.59, 0.6].map((fill) => fillBand(fill))).toEqual(['low', 'medium', 'medium', 'high'])
  })

  it('clamps the gauge to a minimum of 20%', () => {
    expect(gaugeFill(0.05)).toBe(0.2)
    expect(gaugeFill(0.5)).toBe(0.5)
    expect(gaugeFill(1.4)).toBe(1)
    expect(priceComparisonPanel({ ...result, fill: 0.1 })).toMatchObject({ fill: 0.1, gaugeFill: 0.2, band: 'low', dealLabel: 'Good Deal' })
  })
})

describe('market-price badge (spec §5, §9 "more than $499 below average")', () => {
  it('shows when the price is more than $499 below the state average', () => {
    expect(marketPriceBadge({ price: 30000, autograb_data: { state_average_market_price: 30500 } })).toEqual({ average: 30500, below: 500 })
    expect(marketPriceBadge({ price: 30001, autograb_data: { state_average_market_price: 30500 } })).toBeNull()
  })

  it('uses the national average when the state has no figure', () => {
    expect(marketAveragePrice({ autograb_data: { state_average_market_price: null, average_market_price: 32000 } })).toBe(32000)
    expect(marketAveragePrice({ autograb_data: { state_average_market_price: 0, average_market_price: 32000 } })).toBe(32000)
    expect(marketPriceBadge({ price: 30000, autograb_data: { average_market_price: 32000 } })).toEqual({ average: 32000, below: 2000 })
  })

  it('needs a price and an average', () => {
    expect(marketPriceBadge({ price: 30000 })).toBeNull()
    expect(marketPriceBadge({ price: 0, autograb_data: { average_market_price: 32000 } })).toBeNull()
    expect(marketAveragePrice({ autograb_data: null })).toBeNull()
  })
})

describe('price comparison gauge in words (spec §4 "Price comparison": not told by colour only)', () => {
  const at = (fill: number, listingPrice = 30000) => gaugeDescription({ fill, listingPrice, marketRangeMin: 28000 })

  it('says where the listing sits from the cheap end, rounded up to 5%', () => {
    expect(at(0.78)).toBe('Priced in the lower 25% of the market range')
    expect(at(0.75)).toBe('Priced in the lower 25% of the market range')
    expect(at(0.5)).toBe('Priced in the lower 50% of the market range')
    expect(at(0.3)).toBe('Priced in the upper 30% of the market range')
    expect(at(1)).toBe('Priced in the lower 5% of the market range')
    expect(at(0)).toBe('Priced in the upper 5% of the market range')
  })

  it('says so when the listing is under the market range', () => {
    expect(at(1, 27000)).toBe('Priced below the market range')
  })
})
