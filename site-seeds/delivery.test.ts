import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { deliveryQuoteAt, type DeliverySettings } from '../src/domain/delivery'
import { postcodeLocation } from '../src/domain/postcode'
import { siteSeedSchema } from './schema'

/**
 * The demo dealerships' delivery regions (spec §2 delivery calculator): every dealership quotes its own
 * postcode, and each site has a postcode it cannot quote, so the spec §8 "Sorry, we can't provide an
 * estimate" message can be seen in the demo (docs/vehicle-page.md: 4870 Cairns, 6000 Perth, 6725 Broome).
 */
const dir = import.meta.dirname
const dealerships = readdirSync(dir)
  .filter((f) => f.endsWith('.json') && f !== 'manufacturers.json')
  .flatMap((file) =>
    siteSeedSchema.parse(JSON.parse(readFileSync(path.join(dir, file), 'utf8'))).dealerships.map((d) => ({ site: file.replace('.json', ''), ...d })),
  )

const settingsOf = (slug: string) => {
  const delivery = dealerships.find((d) => d.slug === slug)?.delivery
  if (!delivery) throw new Error(`${slug} has no delivery regions`)
  return { origin: { postcode: delivery.originPostcode }, regions: delivery.regions }
}

/** The demo's offline quote: both ends placed by the shipped postcode table, as the table geocoder does. */
const deliveryQuote = (postcode: string, settings: DeliverySettings & { origin: { postcode: string } }) =>
  deliveryQuoteAt(postcodeLocation(postcode)!, postcodeLocation(settings.origin.postcode), settings)

describe('demo delivery regions', () => {
  it('every demo dealership quotes its own yard at its cheapest price', () => {
    expect(dealerships.length).toBeGreaterThan(0)
    for (const d of dealerships) {
      const settings = settingsOf(d.slug)
      const quote = deliveryQuote(settings.origin.postcode, settings)
      expect(quote, d.slug).toMatchObject({ ok: true, price: Math.min(...settings.regions.map((r) => r.price)), distanceKm: 0 })
    }
  })

  it('prices further away higher: metro, then regional bands, then interstate ranges', () => {
    const kia = settingsOf('harbour-city-kia')
    expect(deliveryQuote('4006', kia)).toMatchObject({ ok: true, price: 0, name: 'Brisbane metro' })
    expect(deliveryQuote('4350', kia)).toMatchObject({ ok: true, price: 250, name: 'South East Queensland' }) // Toowoomba, 110 km
    expect(deliveryQuote('2485', kia)).toMatchObject({ ok: true, price: 250 }) // Tweed Heads, 94 km: NSW, yet close
    expect(deliveryQuote('2000', kia)).toMatchObject({ ok: true, price: 1200, name: 'Sydney metro' })
    const ridgeline = settingsOf('ridgeline-toyota')
    expect(deliveryQuote('2830', ridgeline)).toMatchObject({ ok: true, price: 300, name: 'Central West' }) // Dubbo
    expect(deliveryQuote('3000', ridgeline)).toMatchObject({ ok: true, price: 1400, name: 'Melbourne metro' })
    expect(deliveryQuote('6230', settingsOf('sunset-coast-cars'))).toMatchObject({ ok: true, price: 350, name: 'South West WA' }) // Bunbury
  })

  it("leaves far postcodes unquoted on every site, so the spec's 'Sorry' message is reachable", () => {
    const unavailable = { ok: false, error: expect.stringMatching(/^Sorry, we can't provide an estimate/) }
    for (const slug of ['harbour-city-kia', 'harbour-city-mazda', 'harbour-city-used-cars'])
      expect(deliveryQuote('4870', settingsOf(slug)), slug).toEqual(unavailable)
    for (const slug of ['harbour-city-kia', 'ridgeline-toyota']) expect(deliveryQuote('6000', settingsOf(slug)), slug).toEqual(unavailable)
    for (const slug of ['sunset-coast-cars', 'sunset-coast-caravans']) expect(deliveryQuote('6725', settingsOf(slug)), slug).toEqual(unavailable)
  })
})
