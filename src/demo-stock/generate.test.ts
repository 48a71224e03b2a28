import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { calculateRepayment } from '../domain/finance'
import { stockCarSchema, type StockCar } from '../features/search/stock/stock-record'
import { ALL_MAKES, CARAVAN_MAKES, COLOURS, MOTORCYCLE_MAKES } from './catalogue'
import { vinCheckDigit, vinYearCode } from './details'
import { slugify } from './format'
import { demoStockSitesFromSeeds, generateDemoStock, parseDemoImageName, type DemoStockSite } from './index'

/** Issue 5 "Demo stock": realistic, deterministic Australian stock, valid against the feed schema. */
const seedDir = path.resolve(import.meta.dirname, '../../site-seeds')
const seeds = readdirSync(seedDir)
  .filter((file) => file.endsWith('.json') && file !== 'manufacturers.json')
  .map((file) => JSON.parse(readFileSync(path.join(seedDir, file), 'utf8')) as unknown)
const sites = demoStockSitesFromSeeds(seeds)
const site = (slug: string) => sites.find((s) => s.slug === slug)!
const now = new Date('2026-11-22T03:00:00Z')
const nowSeconds = now.getTime() / 1000
const DAY = 86_400

const stock = generateDemoStock({ sites, count: 3000, seed: 1, now })
const cars = stock.map(({ siteSlug, car }) => ({ siteSlug, car: stockCarSchema.parse(car) }))
const all = cars.map((entry) => entry.car)
const of = (slug: string) => cars.filter((entry) => entry.siteSlug === slug).map((entry) => entry.car)
const share = (test: (car: StockCar) => boolean, list = all) => list.filter(test).length / list.length

/** The catalogue entries a car can come from (a model name and series can have several bodies). */
const catalogued = (car: StockCar) =>
  ALL_MAKES.find((m) => m.name === car.make)!.models.filter((m) => m.name === car.model && (m.series ?? null) === (car.series ?? null))

const minimalSeed = (extra: { site?: object; locations?: object[]; dealerships?: object[]; pages?: object[] }) => ({
  site: { slug: 'test-site', name: 'Test Motors', ...extra.site },
  dealerships: extra.dealerships ?? [{ slug: 'test', name: 'Test Motors' }],
  locations: extra.locations ?? [],
  pages: extra.pages ?? [{ slug: 'home', title: 'Home' }],
})
const location = (slug: string, more: object = {}) => ({
  slug,
  name: slug,
  dealership: 'test',
  address: { city: 'Perth', state: 'WA', postcode: '6000' },
  ...more,
})

describe('demoStockSitesFromSeeds', () => {
  it('stocks sales and used locations (not service or parts), with the makes each sells new', () => {
    expect(site('harbour-city-auto')).toMatchObject({ itemTypes: ['car'], carTypes: ['new', 'demo', 'used'] })
    expect(site('harbour-city-auto').locations.map((l) => [l.slug, l.makes, l.dealershipName])).toEqual([
      ['kia-newstead', ['Kia'], 'Harbour City Kia'],
      ['mazda-southport', ['Mazda'], 'Harbour City Mazda'],
      ['used-aspley', [], 'Harbour City Used Cars'],
    ])
    expect(site('ridgeline-toyota').locations.map((l) => [l.slug, l.makes, l.city, l.state, l.postcode])).toEqual([
      ['orange-sales', ['Toyota'], 'Orange', 'NSW', '2800'],
    ])
  })

  it('gives the caravan dealer caravans: its yard sells caravan makes new, its car yard used cars', () => {
    const sunset = site('sunset-coast-cars-and-caravans')
    expect(sunset.itemTypes).toEqual(['car', 'caravan'])
    expect(sunset.locations.map((l) => [l.slug, l.makes])).toEqual([
      ['joondalup-cars', []],
      ['wangara-caravans', ['Jayco', 'Jurgens', 'Lotus Caravans', 'Roadstar']],
    ])
  })

  it('follows the stock rules, the dealership make and words on the site', () => {
    const [used, franchise, bikes] = demoStockSitesFromSeeds([
      minimalSeed({ site: { stockRules: { carTypes: ['used'] } }, locations: [location('yard', { manufacturers: ['toyota'] })] }),
      minimalSeed({
        dealerships: [{ slug: 'test', name: 'Test Motors', manufacturer: 'kia' }],
        locations: [location('sales'), location('service', { locationType: 'service' }), location('pre-owned', { locationSubtype: 'Pre-owned sales' })],
      }),
      minimalSeed({
        pages: [{ slug: 'motorcycles', title: 'Motorcycles for sale' }],
        locations: [location('yard', { manufacturers: ['not-a-make', 'yamaha'] })],
      }),
    ])
    expect(used!.carTypes).toEqual(['used'])
    expect(franchise!.locations.map((l) => [l.slug, l.makes])).toEqual([
      ['sales', ['Kia']],
      ['pre-owned', []],
    ])
    expect(franchise!.carTypes).toEqual(['new', 'demo', 'used'])
    expect(bikes!.itemTypes).toEqual(['motorcycle'])
    expect(bikes!.locations[0]!.makes).toEqual(['Yamaha'])
    expect(() => demoStockSitesFromSeeds([{ site: {} }])).toThrow()
  })
})

describe('generateDemoStock', () => {
  it('makes exactly the requested number of cars, every one valid against the feed schema', () => {
    expect(stock).toHaveLength(3000)
    const invalid = stock.map(({ car }) => stockCarSchema.safeParse(car)).filter((result) => !result.success)
    expect(invalid.map((result) => result.error?.issues[0])).toEqual([])
  })

  it('spreads the cars over the sites in proportion to their stock-holding locations', () => {
    expect([of('harbour-city-auto').length, of('ridgeline-toyota').length, of('sunset-coast-cars-and-caravans').length]).toEqual([1500, 500, 1000])
    expect(generateDemoStock({ sites: [{ ...site('ridgeline-toyota'), locations: [] }], count: 10, now })).toEqual([])
  })

  it('is deterministic, takes the time only from `now`, and keeps each car when the run grows', () => {
    const small = generateDemoStock({ sites, count: 300, seed: 1, now })
    expect(generateDemoStock({ sites, count: 300, seed: 1, now })).toEqual(small)
    expect(generateDemoStock({ sites, count: 300, seed: 2, now })).not.toEqual(small)
    const larger = generateDemoStock({ sites, count: 600, seed: 1, now })
    for (const s of sites)
      expect(larger.filter((e) => e.siteSlug === s.slug).slice(0, small.filter((e) => e.siteSlug === s.slug).length)).toEqual(
        small.filter((e) => e.siteSlug === s.slug),
      )
    const dayLater = generateDemoStock({ sites, count: 300, seed: 1, now: new Date(now.getTime() + DAY * 1000) })
    dayLater.forEach(({ car }, i) => {
      expect(Date.parse(car.created_at as string) - Date.parse(small[i]!.car.created_at as string)).toBe(DAY * 1000)
      expect({ ...car, created_at: 0, sold_date_timestamp: 0, rego_expiry: 0 }).toEqual({
        ...small[i]!.car,
        created_at: 0,
        sold_date_timestamp: 0,
        rego_expiry: 0,
      })
    })
  })

  it('keeps ids unique, and slugs and stock numbers unique per site; names and slugs read year, make, model, badge', () => {
    expect(new Set(all.map((car) => car.id)).size).toBe(all.length)
    for (const s of sites) {
      const siteCars = of(s.slug)
      for (const key of ['slug', 'stocknum'] as const) expect(new Set(siteCars.map((car) => car[key])).size).toBe(siteCars.length)
    }
    for (const car of all) {
      expect(car.name).toBe(`${car.year} ${car.make} ${car.model} ${car.badge}`)
      expect(car.slug).toBe(slugify(`${car.name} ${car.stocknum}`))
    }
  })

  it('sells new and demo cars only of the makes a location sells, current models, nearly no kilometres', () => {
    const sellers = new Map(sites.flatMap((s) => s.locations.map((l) => [l.slug, l.makes])))
    for (const s of ['harbour-city-auto', 'ridgeline-toyota']) expect(new Set(of(s).map((car) => car.car_type))).toEqual(new Set(['new', 'demo', 'used']))
    for (const car of all.filter((c) => c.car_type !== 'used')) {
      expect(sellers.get(car.location_id!)).toContain(car.make)
      expect(catalogued(car).some((model) => model.to === null || model.to >= car.year)).toBe(true)
      if (car.car_type === 'new') expect([now.getUTCFullYear(), now.getUTCFullYear() + 1]).toContain(car.year)
      if (car.car_type === 'demo') expect([now.getUTCFullYear() - 1, now.getUTCFullYear()]).toContain(car.year)
      if (car.item_type === 'caravan') expect(car.km).toBeNull()
      else if (car.car_type === 'new') expect(car.km).toBeGreaterThanOrEqual(5)
      if (car.car_type === 'new' && car.km !== null) expect(car.km).toBeLessThanOrEqual(50)
      if (car.car_type === 'demo') expect(car.km).toBeGreaterThanOrEqual(500)
      if (car.car_type === 'demo') expect(car.km).toBeLessThanOrEqual(9_000)
    }
    expect(
      new Set(
        of('ridgeline-toyota')
          .filter((car) => car.car_type === 'new')
          .map((car) => car.make),
      ),
    ).toEqual(new Set(['Toyota']))
    expect(
      of('harbour-city-auto')
        .filter((car) => car.location_id === 'used-aspley')
        .every((car) => car.car_type === 'used'),
    ).toBe(true)
  })

  it('stocks used cars of any make from 2008 on, in years the model was sold, with kilometres to match', () => {
    const used = all.filter((car) => car.car_type === 'used' && car.item_type === 'car')
    expect(new Set(used.map((car) => car.make)).size).toBeGreaterThan(20)
    for (const car of used) {
      expect(car.year).toBeGreaterThanOrEqual(2008)
      expect(catalogued(car).some((model) => car.year >= model.from && car.year <= (model.to ?? now.getUTCFullYear()))).toBe(true)
      expect(car.km).toBeLessThanOrEqual((now.getUTCFullYear() - car.year + 1) * 30_000)
      expect(car.regplate).toMatch(/^[A-Z0-9]{5,7}$/)
    }
    expect(all.filter((car) => car.car_type !== 'used').every((car) => car.regplate === null)).toBe(true)
    const bodies = new Set(used.map((car) => car.simple_body))
    for (const body of ['Sedan', 'Hatch', 'SUV', 'Dual Cab', 'Single Cab', 'Wagon', 'Van', 'Coupe', 'Convertible']) expect(bodies).toContain(body)
    for (const fuel of ['Petrol', 'Diesel', 'Hybrid', 'Electric']) expect(new Set(used.map((car) => car.simple_fuel))).toContain(fuel)
  })

  it('puts caravans on the caravan dealer only (about a quarter of its stock), with their specifications', () => {
    const caravans = cars.filter(({ car }) => car.item_type === 'caravan')
    expect(new Set(caravans.map((entry) => entry.siteSlug))).toEqual(new Set(['sunset-coast-cars-and-caravans']))
    expect(share((car) => car.item_type === 'caravan', of('sunset-coast-cars-and-caravans'))).toBeGreaterThan(0.18)
    expect(share((car) => car.item_type === 'caravan', of('sunset-coast-cars-and-caravans'))).toBeLessThan(0.32)
    for (const { car } of caravans) {
      expect(CARAVAN_MAKES.map((make) => make.name)).toContain(car.make)
      expect(car.caravan).toMatchObject({
        body_length: expect.any(Number),
        body_width: expect.any(Number),
        tare_weight: expect.any(Number),
        aggregate_trailer_mass: expect.any(Number),
        sleeps: expect.any(Number),
      })
      expect(car.caravan!.aggregate_trailer_mass!).toBeGreaterThan(car.caravan!.tare_weight!)
      expect(car.location_id).toBe('wangara-caravans')
      expect(car.car_type).not.toBe('demo')
    }
    expect(all.some((car) => car.item_type === 'motorcycle')).toBe(false)
  })

  it('stocks motorcycles where a site sells them', () => {
    const bikes: DemoStockSite = {
      slug: 'bikes',
      itemTypes: ['car', 'motorcycle'],
      carTypes: ['new', 'demo', 'used'],
      locations: [
        {
          slug: 'shop',
          name: 'Shop',
          city: 'Perth',
          state: 'WA',
          postcode: '6000',
          dealershipSlug: 'shop',
          dealershipName: 'Shop',
          makes: ['Yamaha', 'Kawasaki'],
        },
      ],
    }
    const generated = generateDemoStock({ sites: [bikes], count: 1000, now }).map(({ car }) => stockCarSchema.parse(car))
    const motorcycles = generated.filter((car) => car.item_type === 'motorcycle')
    expect(motorcycles.length).toBeGreaterThan(40)
    expect(motorcycles.filter((car) => car.car_type === 'new').every((car) => ['Yamaha', 'Kawasaki'].includes(car.make))).toBe(true)
    expect(
      motorcycles.every((car) => MOTORCYCLE_MAKES.some((make) => make.name === car.make) && car.images[0]!.image.url.startsWith('/demo-stock/motorcycle-')),
    ).toBe(true)
    // A car-less location can only sell used cars, never new ones of a make it does not sell.
    expect(generated.filter((car) => car.item_type === 'car').every((car) => car.car_type === 'used')).toBe(true)
  })

  it('has the statuses of a live feed: about 3% sold in the last 10 days, some coming soon, reserved, certified', () => {
    expect(share((car) => car.status === 'sold')).toBeGreaterThan(0.015)
    expect(share((car) => car.status === 'sold')).toBeLessThan(0.05)
    expect(share((car) => car.status === 'coming_soon')).toBeGreaterThan(0.03)
    expect(share((car) => car.reserved)).toBeGreaterThan(0.01)
    expect(share((car) => car.certified)).toBeGreaterThan(0.01)
    for (const car of all) {
      expect(car.sold).toBe(car.status === 'sold')
      if (car.status === 'sold') {
        expect(nowSeconds - car.sold_date_timestamp!).toBeGreaterThanOrEqual(0)
        expect(nowSeconds - car.sold_date_timestamp!).toBeLessThan(10 * DAY)
        expect(Date.parse(car.created_at!) / 1000).toBeLessThan(car.sold_date_timestamp!)
      } else expect(car.sold_date_timestamp).toBeNull()
      if (car.reserved) expect(car.status).toBe('in_stock')
      if (car.certified) expect([car.make, car.car_type]).toEqual(['Toyota', 'used'])
      const age = nowSeconds - Date.parse(car.created_at!) / 1000
      expect(age).toBeGreaterThanOrEqual(0)
      expect(age).toBeLessThanOrEqual(120 * DAY)
    }
    expect(share((car) => nowSeconds - Date.parse(car.created_at!) / 1000 < 8 * DAY)).toBeGreaterThan(0.05)
    expect(share((car) => !car.show_on_dealer_website)).toBeGreaterThan(0.002)
    expect(share((car) => !car.show_on_dealer_website)).toBeLessThan(0.03)
  })

  it('prices cars sanely: was-prices on about 15%, some "Enquire for price", offers below the price', () => {
    const priced = all.filter((car) => car.price)
    for (const car of priced) {
      expect(car.price).toBeGreaterThanOrEqual(990)
      expect(car.price).toBeLessThan(250_000)
      if (car.car_type === 'new' && car.item_type === 'car') expect(car.price).toBeGreaterThanOrEqual(15_000)
      if (car.offer_price) {
        expect(car.offer_price).toBeLessThan(car.price!)
        expect(car.offer_price).toBeGreaterThan(0)
      }
      if (car.before_price) expect(car.before_price).toBeGreaterThan(car.price!)
    }
    expect(share((car) => car.before_price !== null && car.before_price! > (car.price ?? 0))).toBeGreaterThan(0.1)
    expect(share((car) => car.before_price !== null && car.before_price! > (car.price ?? 0))).toBeLessThan(0.2)
    expect(share((car) => !car.price)).toBeGreaterThan(0.01)
    expect(share((car) => !car.price)).toBeLessThan(0.06)
    expect(all.filter((car) => car.subscription_price).every((car) => car.car_type === 'new')).toBe(true)
    expect(all.some((car) => car.subscription_price)).toBe(true)
    // The same car costs less older: median used price well under median new.
    const median = (list: number[]) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)]!
    expect(median(priced.filter((car) => car.car_type === 'used').map((car) => car.price!))).toBeLessThan(
      median(priced.filter((car) => car.car_type === 'new').map((car) => car.price!)) * 0.7,
    )
  })

  it('tags cars as feeds do, and carries lender figures the calculator agrees with', () => {
    const tags = new Set(all.map((car) => car.tag))
    for (const tag of ['Test Drive Only', 'runout sale', 'Low kms', 'One owner']) expect(tags).toContain(tag)
    expect(all.filter((car) => car.tag === 'runout sale').every((car) => car.car_type === 'new')).toBe(true)
    const financed = all.filter((car) => Object.keys(car.finance_lenders).length > 0)
    expect(financed.length).toBeGreaterThan(300)
    for (const car of financed) {
      const lender = car.finance_lenders.manual!
      expect(lender.paymentWeek).toBe(
        calculateRepayment({ purchasePrice: car.price!, interestRate: lender.interestRate!, termYears: 5, frequency: 'weekly' }).repayment,
      )
      expect(Boolean(car.finance_lenders.taurus)).toBe(car.year > now.getUTCFullYear() - 12)
    }
  })

  it('gives every car 4 to 8 photos of its kind and colour, thumbnails at 200 px, the first as primary', () => {
    for (const car of all) {
      expect(car.images.length).toBeGreaterThanOrEqual(4)
      expect(car.images.length).toBeLessThanOrEqual(8)
      expect(car.photos_count).toBe(car.images.length)
      expect(car.primary_image_url).toBe(car.images[0]!.image.url)
      const colourSlug = COLOURS.find(([name]) => name === car.colour)![1]
      const kinds = car.item_type === 'car' ? catalogued(car).map((model) => model.kind) : [car.item_type]
      for (const { image } of car.images) {
        const name = parseDemoImageName(image.url.replace('/demo-stock/', ''))!
        expect(name).toMatchObject({ colour: colourSlug })
        expect(kinds).toContain(name.kind)
        expect(image.thumb?.url).toBe(`${image.url}?w=200`)
      }
    }
  })

  it('gives valid 17-character VINs with the check digit and model year, and the location of the car', () => {
    const locations = new Map(sites.flatMap((s) => s.locations.map((l) => [l.slug, l])))
    for (const car of all) {
      expect(car.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/)
      expect(car.vin![8]).toBe(vinCheckDigit(car.vin!))
      expect(car.vin![9]).toBe(vinYearCode(car.year))
      const l = locations.get(car.location_id!)!
      expect([car.location_name, car.city, car.state, car.dealership_slug, car.dealership_id]).toEqual([
        l.name,
        l.city,
        l.state,
        l.dealershipSlug,
        l.dealershipSlug,
      ])
    }
    expect(new Set(all.map((car) => car.vin)).size).toBe(all.length)
  })
})
