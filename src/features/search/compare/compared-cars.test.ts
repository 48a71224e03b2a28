import { describe, expect, it } from 'vitest'

import { loadComparedCars } from './compared-cars'
import type { StockCar } from '../stock/stock-record'

const car = (slug: string) => ({ id: slug, slug, name: slug }) as unknown as StockCar

describe('loadComparedCars (/compare columns, spec §1 "compare ... cars"; the vehicle page’s listing rule)', () => {
  it('keeps the URL’s order; a car the site does not list now, or never had, is null', async () => {
    const asked: string[] = []
    const stockSearch = {
      findListedCar: async (siteSlug: string, slug: string) => {
        asked.push(`${siteSlug}/${slug}`)
        if (slug === 'listed-a' || slug === 'listed-b') return { car: car(slug), listed: true }
        if (slug === 'sold-long-ago') return { car: car(slug), listed: false }
        return null
      },
    }
    const columns = await loadComparedCars(stockSearch, 'harbour-city-auto', ['listed-b', 'sold-long-ago', 'listed-a'])
    expect(columns).toEqual([
      { slug: 'listed-b', car: car('listed-b') },
      { slug: 'sold-long-ago', car: null },
      { slug: 'listed-a', car: car('listed-a') },
    ])
    expect(await loadComparedCars(stockSearch, 'harbour-city-auto', ['never-had'])).toEqual([{ slug: 'never-had', car: null }])
    expect(asked.every((key) => key.startsWith('harbour-city-auto/'))).toBe(true)
  })
})
