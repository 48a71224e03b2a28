import { describe, expect, it } from 'vitest'

import harbour from '../../../site-seeds/harbour-city-auto.json'
import ridgeline from '../../../site-seeds/ridgeline-toyota.json'
import sunset from '../../../site-seeds/sunset-coast-cars-and-caravans.json'
import { drawOfflineMap, MAP_MARGIN, MAP_SIZE, MIN_SPAN, offlineMapProvider } from './offline-map'
import type { MapPlace, StaticMap } from './port'

type SeedLocation = { slug: string; name: string; address: { street: string; lat: number; long: number } }
const placesOf = (seed: { locations: SeedLocation[] }): MapPlace[] =>
  seed.locations.map((l) => ({ id: l.slug, name: l.name, lat: l.address.lat, long: l.address.long, address: l.address.street }))
const australia = [harbour, ridgeline, sunset].flatMap((seed) => placesOf(seed as { locations: SeedLocation[] }))

/** Every x,y of the land path (absolute commands only: d3 writes M, L and Z). */
const landPoints = (map: StaticMap) => [...map.land.matchAll(/(-?[\d.]+),(-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])] as const)

function expectPinsInside(map: StaticMap) {
  for (const pin of map.pins) {
    expect(pin.x, pin.id).toBeGreaterThanOrEqual(MAP_MARGIN - 0.1)
    expect(pin.x, pin.id).toBeLessThanOrEqual(map.width - MAP_MARGIN + 0.1)
    expect(pin.y, pin.id).toBeGreaterThanOrEqual(MAP_MARGIN - 0.1)
    expect(pin.y, pin.id).toBeLessThanOrEqual(map.height - MAP_MARGIN + 0.1)
    expect(pin.long).toBeGreaterThan(map.bounds[0][0])
    expect(pin.long).toBeLessThan(map.bounds[1][0])
    expect(pin.lat).toBeGreaterThan(map.bounds[0][1])
    expect(pin.lat).toBeLessThan(map.bounds[1][1])
  }
}

describe('the offline map (issue 9 "Maps": Natural Earth land, d3-geo, fitted with a margin)', () => {
  it.each([
    ['Harbour City (Brisbane and the Gold Coast)', harbour],
    ['Ridgeline (Orange, inland)', ridgeline],
    ['Sunset Coast (Perth’s northern suburbs)', sunset],
  ])('fits every pin of %s inside the view with the margin', (_name, seed) => {
    const places = placesOf(seed as { locations: SeedLocation[] })
    const map = drawOfflineMap(places)!
    expect(map.pins.map((pin) => pin.id)).toEqual(places.map((place) => place.id))
    expectPinsInside(map)
  })

  it('fits locations across Australia, Perth to the Gold Coast, with the land between them', () => {
    const map = drawOfflineMap(australia)!
    expectPinsInside(map)
    const xs = map.pins.map((pin) => pin.x)
    // Spread over the view, not bunched: the west and east pins sit at the margins.
    expect(Math.min(...xs)).toBeLessThan(MAP_MARGIN + 60)
    expect(Math.max(...xs)).toBeGreaterThan(MAP_SIZE.width - MAP_MARGIN - 60)
    expect(map.land.length).toBeGreaterThan(1000)
  })

  it('gives one location a regional view centred on it, not a zero-size box', () => {
    const [newstead] = placesOf(harbour as { locations: SeedLocation[] })
    const map = drawOfflineMap([newstead!])!
    // Centred (Mercator stretches latitude a little, so within a pixel or two vertically).
    expect(map.pins[0]!.x).toBeCloseTo(MAP_SIZE.width / 2, 0)
    expect(Math.abs(map.pins[0]!.y - MAP_SIZE.height / 2)).toBeLessThan(3)
    const [[west, south], [east, north]] = map.bounds
    expect(east - west).toBeGreaterThanOrEqual(MIN_SPAN.long)
    expect(north - south).toBeGreaterThanOrEqual(MIN_SPAN.lat)
    expect(east - west).toBeLessThan(5)
    // Newstead is on the Brisbane River near Moreton Bay: both land and sea are in view.
    expect(map.land).not.toBe('')
    expect(map.land).not.toBe(`M0,0L${MAP_SIZE.width},0L${MAP_SIZE.width},${MAP_SIZE.height}L0,${MAP_SIZE.height}Z`)
  })

  it('clips the land to the view, so the SVG holds only what is seen', () => {
    for (const map of [drawOfflineMap(australia)!, drawOfflineMap(placesOf(sunset as { locations: SeedLocation[] }))!]) {
      const points = landPoints(map)
      expect(points.length).toBeGreaterThan(3)
      for (const [x, y] of points) {
        expect(x).toBeGreaterThanOrEqual(0)
        expect(x).toBeLessThanOrEqual(map.width)
        expect(y).toBeGreaterThanOrEqual(0)
        expect(y).toBeLessThanOrEqual(map.height)
      }
    }
    // The whole continent at this size stays small (about 8 KB of path).
    expect(drawOfflineMap(australia)!.land.length).toBeLessThan(16_000)
  })

  it('writes each name beside its pin, inside the view, without covering another name when there is room', () => {
    const map = drawOfflineMap(placesOf(harbour as { locations: SeedLocation[] }))!
    const boxes = map.pins.map((pin) => {
      const width = pin.name.length * 13 * 0.58
      const x0 = pin.label.anchor === 'start' ? pin.label.x : pin.label.x - width
      return { x0, x1: x0 + width, y0: pin.label.y - 13, y1: pin.label.y + 3 }
    })
    for (const box of boxes) {
      expect(box.x0).toBeGreaterThanOrEqual(0)
      expect(box.x1).toBeLessThanOrEqual(MAP_SIZE.width)
    }
    for (const [i, a] of boxes.entries()) for (const b of boxes.slice(i + 1)) expect(a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1).toBe(false)
  })

  it('is deterministic: the same places draw the same map', () => {
    const places = placesOf(sunset as { locations: SeedLocation[] })
    expect(JSON.stringify(drawOfflineMap(places))).toBe(JSON.stringify(drawOfflineMap(places.map((p) => ({ ...p })))))
    expect(offlineMapProvider.drawStaticMap(places)).toEqual(drawOfflineMap(places))
  })

  it('draws nothing without a place that has coordinates', () => {
    expect(drawOfflineMap([])).toBeNull()
    expect(drawOfflineMap([{ id: 'x', name: 'Nowhere', lat: Number.NaN, long: 150, address: '' }])).toBeNull()
    expect(offlineMapProvider.interactiveSettings(drawOfflineMap(australia)!)).toBeNull()
  })
})
