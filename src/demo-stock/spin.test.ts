import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { stockCarSchema } from '../features/search/stock/stock-record'
import { COLOURS } from './catalogue'
import { PANORAMA_ANCHORS } from './drawings-panorama'
import { demoImageSvg, demoSpin, demoSpinFrameUrl, demoStockSitesFromSeeds, generateDemoStock, parseDemoSpinName, SPIN_FRAME_COUNT, SPIN_KINDS } from './index'
import { PAINT } from './svg'

/** Spec §2 "spin viewer ... hotspots", §9 "Spin: ... images 600x400": the demo stock's 360° views. */
const isColour = (slug: string): slug is keyof typeof PAINT => Object.hasOwn(PAINT, slug)
const file = (url: string) => url.replace('/demo-stock/', '')

async function pixels(svg: string) {
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

/** The studio wall and floor are pale greys; a car (paint, glass, tyres, lamps) is not. */
function isStudio(data: Buffer, width: number, x: number, y: number): boolean {
  const i = (Math.round(y) * width + Math.round(x)) * 3
  const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!]
  return Math.min(r, g, b) > 195 && Math.max(r, g, b) - Math.min(r, g, b) < 24
}

describe('spin frame names', () => {
  it('reads {kind}-{colour}-spin-{nn}.webp for 24 frames and {kind}-{colour}-panorama.webp, for car bodies only', () => {
    expect(SPIN_FRAME_COUNT).toBe(24)
    expect(demoSpinFrameUrl('suv', 'red', 7)).toBe('/demo-stock/suv-red-spin-07.webp')
    expect(parseDemoSpinName('suv-red-spin-07.webp', isColour)).toEqual({ kind: 'suv', colour: 'red', view: 'spin', frame: 7 })
    expect(parseDemoSpinName('ute-white-spin-23.webp', isColour)).toEqual({ kind: 'ute', colour: 'white', view: 'spin', frame: 23 })
    expect(parseDemoSpinName('van-blue-panorama.webp', isColour)).toEqual({ kind: 'van', colour: 'blue', view: 'panorama' })
    for (const junk of [
      'suv-red-spin-24.webp',
      'suv-red-spin-7.webp',
      'suv-red-spin-007.webp',
      'suv-red-spin-07.png',
      'caravan-white-spin-00.webp',
      'motorcycle-red-panorama.webp',
      'suv-purple-spin-00.webp',
      'suv-constructor-spin-00.webp',
      'suv-red-spin-07.webp?w=200',
      '../suv-red-spin-07.webp',
      'suv-red-panoramas.webp',
    ]) {
      expect(parseDemoSpinName(junk, isColour)).toBeNull()
      expect(demoImageSvg(junk)).toBeNull()
    }
  })
})

describe('spin frame drawings', () => {
  it('draws every body in every colour from all 24 angles at 600x400, painted in its colour', () => {
    for (const kind of SPIN_KINDS) {
      for (const colour of Object.keys(PAINT) as Array<keyof typeof PAINT>) {
        for (let frame = 0; frame < SPIN_FRAME_COUNT; frame++) {
          const svg = demoImageSvg(file(demoSpinFrameUrl(kind, colour, frame)))!
          expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="600" height="400" viewBox="0 0 600 400"/)
          expect(svg).toContain(`aria-label="${colour} ${kind}, 360 degree view, frame ${frame}"`)
          expect(svg).toContain(`stop-color="${PAINT[colour]}"`)
          expect(svg).not.toMatch(/NaN|undefined|Infinity/)
        }
      }
    }
  })

  it('turns the car: frame 0 shows the front (headlamps, no tail lamps), frame 9 the rear, frame 21 the front again', () => {
    const ends = (frame: number) => {
      const svg = demoImageSvg(`sedan-red-spin-${String(frame).padStart(2, '0')}.webp`)!
      return { front: svg.includes('fill="#f7f3e3"'), rear: svg.includes('fill="#b3121d"') }
    }
    expect(ends(0)).toEqual({ front: true, rear: false })
    expect(ends(3)).toEqual({ front: false, rear: false })
    expect(ends(9)).toEqual({ front: false, rear: true })
    expect(ends(21)).toEqual({ front: true, rear: false })
  })

  it('renders through the route encoder, and every frame visibly differs from the one before', async () => {
    for (const kind of ['sedan', 'ute'] as const) {
      let previous = await pixels(demoImageSvg(`${kind}-red-spin-23.webp`)!)
      for (let frame = 0; frame < SPIN_FRAME_COUNT; frame++) {
        const current = await pixels(demoImageSvg(file(demoSpinFrameUrl(kind, 'red', frame)))!)
        expect([current.width, current.height]).toEqual([600, 400])
        let red = 0
        let changed = 0
        for (let i = 0; i < current.data.length; i += 3) {
          if (current.data[i]! > 120 && current.data[i + 1]! < 100 && current.data[i + 2]! < 100) red++
          if (Math.abs(current.data[i]! - previous.data[i]!) + Math.abs(current.data[i + 1]! - previous.data[i + 1]!) > 40) changed++
        }
        expect(red, `${kind} frame ${frame} shows the red paint`).toBeGreaterThan(4000)
        expect(changed, `${kind} frame ${frame} differs from the frame before`).toBeGreaterThan(2000)
        previous = current
      }
    }
  }, 60_000)

  it('draws the interior panorama 1800x400, its ends meeting for the wrap-around', async () => {
    const svg = demoImageSvg('suv-blue-panorama.webp')!
    expect(svg).toMatch(/width="1800" height="400" viewBox="0 0 1800 400"/)
    const { data, width, height } = await pixels(svg)
    expect([width, height]).toEqual([1800, 400])
    let seam = 0
    for (let y = 0; y < 400; y++) {
      const left = y * width * 3
      const right = (y * width + width - 1) * 3
      seam += Math.abs(data[left]! - data[right]!) + Math.abs(data[left + 1]! - data[right + 1]!) + Math.abs(data[left + 2]! - data[right + 2]!)
    }
    expect(seam / 400).toBeLessThan(12)
  })
})

describe('spin hotspots', () => {
  const all = {
    facts: {
      equipment: [
        'Alloy Wheels',
        'Keyless Entry',
        'Blind Spot Monitoring',
        'Reversing Camera',
        'Rear Parking Sensors',
        'Panoramic Sunroof',
        'Roof Rails',
        'Side Steps',
        'Tow Bar',
        'DC Fast Charging',
        'Tub Liner',
        'Bull Bar',
        'Lane Keeping Assist',
        'Apple CarPlay',
        'Android Auto',
        'Leather Seats',
        'Head-Up Display',
        'Push Button Start',
        'Premium Sound System',
        'Third Row Seating',
        'Cruise Control',
        'Air Conditioning',
        'Wireless Phone Charger',
      ],
      engine: '2.4L diesel',
      drive: 'Four Wheel Drive',
    },
  }

  it('names the car’s own equipment, grouped where the drawing shows it', () => {
    const spin = demoSpin('suv', 'white', {
      equipment: ['Apple CarPlay', 'Android Auto', 'Satellite Navigation', 'Alloy Wheels', 'Leather Seats'],
      engine: '2.5L petrol',
      drive: 'All Wheel Drive',
    })!
    expect(spin.spin_images).toHaveLength(24)
    expect(spin.spin_interior_image).toBe('/demo-stock/suv-white-panorama.webp')
    expect(spin.hotspots.exterior.map((h) => [h.anchor, h.frame, h.description])).toEqual([
      ['bonnet', 0, '2.5L petrol engine, All Wheel Drive'],
      ['front-wheel', 2, 'Alloy Wheels'],
    ])
    expect(spin.hotspots.interior.map((h) => [h.anchor, h.description])).toEqual([
      ['touchscreen', 'Apple CarPlay, Android Auto and Satellite Navigation'],
      ['driver-seat', 'Leather Seats'],
    ])
    expect(demoSpin('caravan', 'white', all.facts)).toBeNull()
    expect(demoSpin('hatch', 'red', { equipment: [], engine: 'Electric', drive: null })!.hotspots).toEqual({
      exterior: [expect.objectContaining({ description: 'Electric motor' })],
      interior: [],
    })
  })

  it('puts every exterior hotspot on the car in its frame, for every body', async () => {
    const offCar: string[] = []
    for (const kind of SPIN_KINDS) {
      const { hotspots } = demoSpin(kind, 'red', all.facts)!
      expect(hotspots.exterior.length).toBeGreaterThan(9)
      for (const hotspot of hotspots.exterior) {
        expect(hotspot.frame).toBeGreaterThanOrEqual(0)
        expect(hotspot.frame).toBeLessThan(SPIN_FRAME_COUNT)
        const { data, width } = await pixels(demoImageSvg(file(demoSpinFrameUrl(kind, 'red', hotspot.frame!)))!)
        if (isStudio(data, width, hotspot.x * 600, hotspot.y * 400)) offCar.push(`${kind} ${hotspot.anchor} on frame ${hotspot.frame}`)
      }
    }
    expect(offCar).toEqual([])
    expect(demoSpin('ute', 'red', all.facts)!.hotspots.exterior.map((h) => h.anchor)).toContain('tub')
  }, 60_000)

  it('places interior hotspots inside the panorama', () => {
    const { hotspots } = demoSpin('sedan', 'red', all.facts)!
    expect(hotspots.interior.map((h) => h.anchor)).toEqual([
      'touchscreen',
      'climate',
      'console',
      'steering-wheel',
      'head-up',
      'start-button',
      'driver-seat',
      'door-speaker',
      'roof',
      'rear-seats',
    ])
    for (const hotspot of hotspots.interior) {
      expect(hotspot).toMatchObject(PANORAMA_ANCHORS[hotspot.anchor as keyof typeof PANORAMA_ANCHORS])
      expect(hotspot.frame).toBeNull()
    }
  })
})

describe('demo stock with spins', () => {
  const seedDir = path.resolve(import.meta.dirname, '../../site-seeds')
  const seeds = readdirSync(seedDir)
    .filter((name) => name.endsWith('.json') && name !== 'manufacturers.json')
    .map((name) => JSON.parse(readFileSync(path.join(seedDir, name), 'utf8')) as unknown)
  const sites = demoStockSitesFromSeeds(seeds)
  const now = new Date('2026-11-22T03:00:00Z')
  const cars = generateDemoStock({ sites, count: 3000, seed: 1, now }).map(({ car }) => stockCarSchema.parse(car))

  it('gives about 1 in 5 used and demo cars a spin (never new cars, caravans or motorcycles), valid against the feed schema', () => {
    const spun = cars.filter((car) => car.spin_images.length > 0)
    const eligible = cars.filter((car) => car.item_type === 'car' && car.car_type !== 'new')
    expect(spun.every((car) => car.item_type === 'car' && car.car_type !== 'new')).toBe(true)
    expect(spun.length / eligible.length).toBeGreaterThan(0.15)
    expect(spun.length / eligible.length).toBeLessThan(0.25)
    expect(cars.filter((car) => car.spin_images.length === 0).every((car) => !car.spin_interior_image && car.hotspots.exterior.length === 0)).toBe(true)
  })

  it('gives a spun car 24 frames of its own body and colour, a panorama, and hotspots on real frames naming its equipment', () => {
    for (const car of cars.filter((c) => c.spin_images.length > 0)) {
      const colour = COLOURS.find(([name]) => name === car.colour)![1]
      expect(car.spin_images).toHaveLength(24)
      const names = car.spin_images.map((url) => parseDemoSpinName(file(url), isColour)!)
      expect(names.map((name) => name.view === 'spin' && name.frame)).toEqual(Array.from({ length: 24 }, (_, i) => i))
      expect(new Set(names.map((name) => `${name.kind}-${name.colour}`))).toEqual(new Set([`${names[0]!.kind}-${colour}`]))
      expect(car.images[0]!.image.url).toBe(`/demo-stock/${names[0]!.kind}-${colour}-side.webp`)
      expect(car.spin_interior_image).toBe(`/demo-stock/${names[0]!.kind}-${colour}-panorama.webp`)
      expect(car.hotspots.exterior.length).toBeGreaterThan(0)
      for (const hotspot of [...car.hotspots.exterior, ...car.hotspots.interior]) {
        expect(hotspot.x).toBeGreaterThan(0)
        expect(hotspot.x).toBeLessThan(1)
        expect(hotspot.y).toBeGreaterThan(0)
        expect(hotspot.y).toBeLessThan(1)
        if (hotspot.anchor !== 'bonnet') for (const item of hotspot.description.split(/, | and /)) expect(car.standardEquipment).toContain(item)
      }
      for (const hotspot of car.hotspots.exterior) expect(car.spin_images[hotspot.frame!]).toBeDefined()
    }
  })

  it('is deterministic: the same options give the same spins', () => {
    const again = generateDemoStock({ sites, count: 3000, seed: 1, now }).map(({ car }) => stockCarSchema.parse(car))
    expect(again.map((car) => [car.spin_images, car.hotspots])).toEqual(cars.map((car) => [car.spin_images, car.hotspots]))
  })
})
