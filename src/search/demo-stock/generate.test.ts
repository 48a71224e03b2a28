import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { stockCarSchema } from '../stock-record'
import { CARAVAN_MAKES } from './catalogue'
import { DEMO_IMAGE_VIEWS, demoImageSvg, demoStockSitesFromSeeds, generateDemoStock, parseDemoImageName } from './index'

/** Issue 5 "Demo stock": realistic, deterministic, valid against the feed schema. */
const seedDir = path.resolve(import.meta.dirname, '../../../site-seeds')
const seeds = readdirSync(seedDir)
  .filter((file) => file.endsWith('.json') && file !== 'manufacturers.json')
  .map((file) => JSON.parse(readFileSync(path.join(seedDir, file), 'utf8')) as unknown)
const sites = demoStockSitesFromSeeds(seeds)
const now = new Date('2026-11-22T00:00:00Z')
const stock = generateDemoStock({ sites, count: 3000, seed: 1, now })
const cars = stock.map(({ siteSlug, car }) => ({ siteSlug, car: stockCarSchema.parse(car) }))
const of = (slug: string) => cars.filter((entry) => entry.siteSlug === slug).map((entry) => entry.car)

describe('demo sites from the seeds', () => {
  it('stocks sales and used locations only, with the makes each sells new', () => {
    const harbour = sites.find((site) => site.slug === 'harbour-city-auto')!
    expect(harbour.locations.map((l) => [l.slug, l.makes])).toEqual([['kia-newstead', ['Kia']], ['mazda-southport', ['Mazda']], ['used-aspley', []]])
    expect(harbour.carTypes).toEqual(['new', 'demo', 'used'])
    const sunset = sites.find((site) => site.slug === 'sunset-coast-cars-and-caravans')!
    expect(sunset.itemTypes).toEqual(['car', 'caravan'])
  })
})

describe('generateDemoStock', () => {
  it('makes exactly the requested number of cars, every one valid against the feed schema', () => {
    expect(stock).toHaveLength(3000)
    for (const { car } of stock) expect(stockCarSchema.safeParse(car).success).toBe(true)
  })

  it('is deterministic', () => {
    expect(generateDemoStock({ sites, count: 200, seed: 1, now })).toEqual(generateDemoStock({ sites, count: 200, seed: 1, now }))
    expect(generateDemoStock({ sites, count: 200, seed: 2, now })).not.toEqual(generateDemoStock({ sites, count: 200, seed: 1, now }))
  })

  it('keeps ids, slugs and stock numbers unique per site', () => {
    for (const site of sites) {
      const siteCars = of(site.slug)
      for (const key of ['id', 'slug', 'stocknum'] as const) expect(new Set(siteCars.map((car) => car[key])).size).toBe(siteCars.length)
    }
  })

  it('sells new and demo cars only of the makes a location sells, used cars of any make', () => {
    const sellers = new Map(sites.flatMap((site) => site.locations.map((l) => [l.slug, l.makes])))
    for (const { car } of cars) {
      if (car.car_type !== 'used') expect(sellers.get(car.location_id!)).toContain(car.make)
    }
    const used = of('harbour-city-auto').filter((car) => car.car_type === 'used')
    expect(new Set(used.map((car) => car.make)).size).toBeGreaterThan(10)
    expect(new Set(of('ridgeline-toyota').filter((car) => car.car_type === 'new').map((car) => car.make))).toEqual(new Set(['Toyota']))
  })

  it('puts caravans only on the caravan dealer, mostly at its caravan yard', () => {
    const caravans = cars.filter(({ car }) => car.item_type === 'caravan')
    expect(caravans.length).toBeGreaterThan(100)
    expect(new Set(caravans.map((entry) => entry.siteSlug))).toEqual(new Set(['sunset-coast-cars-and-caravans']))
    for (const { car } of caravans) {
      expect(CARAVAN_MAKES.map((make) => make.name)).toContain(car.make)
      expect(car.caravan?.sleeps).toBeGreaterThan(0)
      expect(car.vin).toBeNull()
    }
  })

  it('has the mix of statuses, types, tags and prices a dealer feed has', () => {
    const share = (test: (car: (typeof cars)[number]['car']) => boolean) => cars.filter(({ car }) => test(car)).length / cars.length
    expect(share((car) => car.status === 'sold')).toBeGreaterThan(0.015)
    expect(share((car) => car.status === 'sold')).toBeLessThan(0.06)
    expect(share((car) => car.status === 'coming_soon')).toBeGreaterThan(0.03)
    expect(share((car) => car.reserved)).toBeGreaterThan(0.01)
    expect(share((car) => car.car_type === 'demo')).toBeGreaterThan(0.02)
    expect(share((car) => car.tag === 'Test Drive Only')).toBeGreaterThan(0)
    expect(share((car) => car.before_price !== null && car.before_price! > (car.price ?? 0))).toBeGreaterThan(0.08)
    expect(share((car) => !car.price)).toBeGreaterThan(0.01)
    for (const { car } of cars) {
      if (car.price) expect(car.price).toBeGreaterThanOrEqual(990)
      if (car.price) expect(car.price).toBeLessThan(200_000)
      if (car.status === 'sold') expect(now.getTime() / 1000 - car.sold_date_timestamp!).toBeLessThanOrEqual(10 * 86_400)
      if (car.car_type === 'new') expect(car.km).toBeLessThanOrEqual(50)
      expect(car.images.length).toBeGreaterThanOrEqual(4)
    }
  })
})

describe('demo images', () => {
  it('draws every kind in every view, in the car’s colour, at 600x400', () => {
    for (const { car } of cars.slice(0, 300)) {
      for (const { image } of car.images) {
        const name = parseDemoImageName(image.url.replace('/demo-stock/', ''))
        expect(name).not.toBeNull()
        const svg = demoImageSvg(name!)
        expect(svg).toMatch(/^<svg [^>]*width="600" height="400"/)
        expect(svg).toContain(`aria-label="${name!.colour} ${name!.kind}, ${name!.view} view"`)
      }
    }
    expect(DEMO_IMAGE_VIEWS).toHaveLength(6)
  })

  it('refuses names that are not demo images', () => {
    for (const file of ['suv-white-side.png', 'tank-white-side.webp', 'suv-purple-side.webp', 'suv-white-top.webp', '../etc-passwd-x.webp']) expect(parseDemoImageName(file)).toBeNull()
  })
})
