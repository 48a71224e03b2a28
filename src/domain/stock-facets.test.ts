import { describe, expect, it } from 'vitest'

import { comparePriceLabels, headlineFeatures, priceRangeLabel, stockCategories, weeklyPriceRangeLabel } from './stock-facets'

describe('price bands (spec §3 facets price_range and weekly_price_range)', () => {
  it('labels a price with the band it falls in, bounds going to the upper band', () => {
    expect(priceRangeLabel(9_999)).toBe('Under $10,000')
    expect(priceRangeLabel(10_000)).toBe('$10,000 to $15,000')
    expect(priceRangeLabel(27_990)).toBe('$25,000 to $30,000')
    expect(priceRangeLabel(150_000)).toBe('$150,000 and over')
  })

  it('gives no band to cars without a price', () => {
    expect(priceRangeLabel(0)).toBeNull()
    expect(priceRangeLabel(null)).toBeNull()
    expect(weeklyPriceRangeLabel(undefined)).toBeNull()
  })

  it('labels weekly repayments per week', () => {
    expect(weeklyPriceRangeLabel(99)).toBe('Under $100 per week')
    expect(weeklyPriceRangeLabel(180)).toBe('$150 to $200 per week')
    expect(weeklyPriceRangeLabel(900)).toBe('$500 per week and over')
  })

  it('sorts band labels in money order (spec §2 facet sort "by price label")', () => {
    const labels = [150_000, 12_000, 5_000, 60_000, 10_000, 100_000].map((price) => priceRangeLabel(price) as string)
    expect(labels.sort(comparePriceLabels)).toEqual([
      'Under $10,000',
      '$10,000 to $15,000',
      '$10,000 to $15,000',
      '$60,000 to $75,000',
      '$100,000 to $150,000',
      '$150,000 and over',
    ])
    expect(['$500 per week and over', 'Under $100 per week', '$100 to $150 per week'].sort(comparePriceLabels)).toEqual([
      'Under $100 per week',
      '$100 to $150 per week',
      '$500 per week and over',
    ])
  })
})

describe('stockCategories', () => {
  it('puts a car in every group that fits it', () => {
    expect(stockCategories({ simple_body: 'SUV', simple_drive: '4WD', simple_fuel: 'Hybrid', seats: 7, car_type: 'new', year: 2026 }, 2026)).toEqual([
      'SUVs',
      '4x4 and off-road',
      'Electric and hybrid',
      '7+ seats',
    ])
    expect(stockCategories({ simple_body: 'Ute', simple_drive: '4WD', car_type: 'used', year: 2012, km: 210_000 }, 2026)).toEqual([
      'Utes',
      '4x4 and off-road',
      'Budget buys',
    ])
    expect(stockCategories({ simple_body: 'Hatch', car_type: 'used', year: 2025, km: 12_000, certified: true }, 2026)).toEqual([
      'Hatches and sedans',
      'Nearly new',
      'Certified pre-owned',
    ])
  })

  it('keeps caravans and motorcycles in their own category', () => {
    expect(stockCategories({ item_type: 'caravan', simple_body: 'Van' }, 2026)).toEqual(['Caravans'])
    expect(stockCategories({ item_type: 'motorcycle' }, 2026)).toEqual(['Motorcycles'])
  })
})

describe('headlineFeatures (spec §3 facet filtered_features)', () => {
  it('matches the feed wording loosely and names each feature once', () => {
    expect(headlineFeatures(['Apple CarPlay / Android Auto', 'Reversing Camera', 'Leather Seat Trim', 'Rear view camera'])).toEqual([
      'Apple CarPlay',
      'Android Auto',
      'Reversing camera',
      'Leather seats',
    ])
    expect(headlineFeatures([])).toEqual([])
    expect(headlineFeatures(null)).toEqual([])
  })
})
