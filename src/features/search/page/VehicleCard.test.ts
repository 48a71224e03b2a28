// @vitest-environment happy-dom
import { createElement } from 'react'
import { describe, expect, it } from 'vitest'

import { reactTestRoot } from '../../../../tests/helpers/react-dom'
import { cardCar, PLAIN_CARD_SETTINGS as settings } from '../../../../tests/helpers/stock'

import { VehicleCard, type VehicleCardCar } from './VehicleCard'
import { VehicleCardSaveButtons } from './VehicleCardSaveButtons.client'

const dom = reactTestRoot()
const NOW = new Date('2026-03-10T02:00:00Z')

/** Issue 41's tester saw this car on /models/hilux: a 2014 SR with 264,228 km, in stock since yesterday, priced drive away. */
const hilux = (fields: Partial<VehicleCardCar> = {}): VehicleCardCar =>
  cardCar(4101, {
    slug: '2014-toyota-hilux-sr-4101',
    name: '2014 Toyota HiLux SR',
    make: 'Toyota',
    model: 'HiLux',
    year: 2014,
    km: 264_228,
    price: 18_990,
    price_type: 'Drive Away',
    fuel: 'Diesel',
    transmission: 'Manual',
    body: 'Ute',
    location_name: 'Ridgeline Toyota Orange',
    dealership_slug: 'ridgeline-toyota',
    created_at_timestamp: NOW.getTime() / 1000 - 86_400,
    ...fields,
  })

const render = (car: VehicleCardCar) =>
  dom.render(createElement(VehicleCard, { car, settings, now: NOW, eager: false, titleId: 'card-1', SaveButtons: VehicleCardSaveButtons }))
const text = (selector: string) => dom.container.querySelector(selector)?.textContent ?? null

describe('the vehicle card says whether a car is new, demo or used (issue 41)', () => {
  it('a used car that arrived yesterday says Used ahead of its kilometres, beside its New Arrival tag and drive-away price', async () => {
    await render(hilux())
    expect(text('.vehicle-card__car-type')).toBe('Used')
    expect(text('.vehicle-card__details')).toBe('Used · 264,228 km · Manual · Diesel')
    // Both are right by the spec: new to the yard in the last 8 days (§4 card tags), and the feed's price type (§3).
    expect(text('.vehicle-card__tag')).toBe('New Arrival')
    expect(text('.vehicle-card-price__type')).toBe('Drive Away')
  })

  it('a new car says New, a demo car Demo, even without kilometres', async () => {
    await render(hilux({ car_type: 'new', km: null, year: 2026 }))
    expect(text('.vehicle-card__details')).toBe('New · Manual · Diesel')
    await render(hilux({ car_type: 'demo' }))
    expect(text('.vehicle-card__car-type')).toBe('Demo')
  })
})
