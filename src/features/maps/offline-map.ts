import { geoMercator, geoPath, type GeoStream } from 'd3-geo'
import type { Feature, MultiPoint } from 'geojson'
import { LRUCache } from 'lru-cache'

import type { DrawnPin, MapPlace, MapProvider, MapSize, StaticMap } from './port'
import { worldLand } from './world-land'

/**
 * The offline map (issue 9 "Maps"): Natural Earth land projected with d3-geo's Mercator, fitted to
 * the places with a margin, clipped to the view and written as one SVG path, with a pin and a name per
 * place. No network: the land comes from the world-atlas package.
 */
export const MAP_SIZE: MapSize = { width: 800, height: 450 }
/** Pins stay this far inside every edge of the view, so pins and their labels are never cut off. */
export const MAP_MARGIN = 56
/**
 * The smallest box the view shows, in degrees (about 130 by 90 km): one location, or several in one
 * street, get a regional view with the coast around them instead of a zero-size box.
 */
export const MIN_SPAN = { long: 1.2, lat: 0.8 } as const
const LABEL_FONT_PX = 13
const LABEL_CHAR_PX = LABEL_FONT_PX * 0.58
const LABEL_GAP = 12
/** Points of a coastline closer together than this (px) are drawn as one: the SVG stays small at country scale. */
const MIN_POINT_SPACING = 0.8

function viewBox(places: readonly MapPlace[]): Feature<MultiPoint> {
  let [west, east] = [Math.min(...places.map((p) => p.long)), Math.max(...places.map((p) => p.long))]
  let [south, north] = [Math.min(...places.map((p) => p.lat)), Math.max(...places.map((p) => p.lat))]
  if (east - west < MIN_SPAN.long) [west, east] = [(west + east - MIN_SPAN.long) / 2, (west + east + MIN_SPAN.long) / 2]
  if (north - south < MIN_SPAN.lat) [south, north] = [(south + north - MIN_SPAN.lat) / 2, (south + north + MIN_SPAN.lat) / 2]
  return {
    type: 'Feature',
    properties: {},
    geometry: {
      type: 'MultiPoint',
      coordinates: [
        [west, south],
        [east, south],
        [east, north],
        [west, north],
      ],
    },
  }
}

/** A stream step that drops points closer than `spacing` px to the last one kept, and rings left with under 3 points. */
function thinned(spacing: number, next: GeoStream): GeoStream {
  let ring: [number, number][] | null = null
  const limit = spacing * spacing
  return {
    point(x, y) {
      if (!ring) return next.point(x, y)
      const last = ring[ring.length - 1]
      if (!last || (x - last[0]) ** 2 + (y - last[1]) ** 2 >= limit) ring.push([x, y])
    },
    lineStart() {
      ring = []
    },
    lineEnd() {
      const points = ring ?? []
      ring = null
      if (points.length < 3) return
      next.lineStart()
      for (const [x, y] of points) next.point(x, y)
      next.lineEnd()
    },
    polygonStart: () => next.polygonStart(),
    polygonEnd: () => next.polygonEnd(),
    sphere: () => next.sphere?.(),
  }
}

interface Box {
  x0: number
  y0: number
  x1: number
  y1: number
}
const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1

/** Names beside their pins: right of the pin unless that leaves the view or covers a name already placed, then left, then a line lower or higher. */
function placeLabels(points: readonly (MapPlace & { x: number; y: number })[], size: MapSize): DrawnPin[] {
  const placed: Box[] = []
  const line = LABEL_FONT_PX + 3
  const order = [...points].sort((a, b) => a.y - b.y || a.x - b.x)
  const labels = new Map<string, DrawnPin['label']>()
  for (const pin of order) {
    const width = pin.name.length * LABEL_CHAR_PX
    const candidates = [0, line, -line, 2 * line, -2 * line].flatMap((dy) =>
      (['start', 'end'] as const).map((anchor) => {
        const x = anchor === 'start' ? pin.x + LABEL_GAP : pin.x - LABEL_GAP
        const y = pin.y + LABEL_FONT_PX / 3 + dy
        const box = { x0: anchor === 'start' ? x : x - width, x1: anchor === 'start' ? x + width : x, y0: y - LABEL_FONT_PX, y1: y + 3 }
        return { label: { x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10, anchor }, box }
      }),
    )
    const inside = (box: Box) => box.x0 >= 0 && box.x1 <= size.width && box.y0 >= 0 && box.y1 <= size.height
    const chosen =
      candidates.find((c) => inside(c.box) && !placed.some((other) => overlaps(other, c.box))) ?? candidates.find((c) => inside(c.box)) ?? candidates[0]!
    placed.push(chosen.box)
    labels.set(pin.id, chosen.label)
  }
  return points.map((pin) => ({ ...pin, label: labels.get(pin.id)! }))
}

/** The map of the places (in their order), or null when there are none. Deterministic: the same places draw the same map. */
export function drawOfflineMap(places: readonly MapPlace[], size: MapSize = MAP_SIZE): StaticMap | null {
  const usable = places.filter((p) => Number.isFinite(p.lat) && Number.isFinite(p.long) && Math.abs(p.lat) <= 85 && Math.abs(p.long) <= 180)
  if (!usable.length) return null
  const box = viewBox(usable)
  const margin = Math.min(MAP_MARGIN, size.width / 4, size.height / 4)
  const projection = geoMercator()
    .fitExtent(
      [
        [margin, margin],
        [size.width - margin, size.height - margin],
      ],
      box,
    )
    .clipExtent([
      [0, 0],
      [size.width, size.height],
    ])
  const [west, north] = projection.invert!([0, 0])!
  const [east, south] = projection.invert!([size.width, size.height])!
  const path = geoPath({ stream: (output: GeoStream) => projection.stream(thinned(MIN_POINT_SPACING, output)) }).digits(1)
  const land = worldLand()
    .filter((p) => p.east >= west && p.west <= east && p.north >= south && p.south <= north)
    .map((p) => path(p.polygon) ?? '')
    .join('')
  const round = (n: number) => Math.round(n * 10) / 10
  const points = usable.map((place) => {
    const [x, y] = projection([place.long, place.lat])!
    return { ...place, x: round(x), y: round(y) }
  })
  return {
    ...size,
    land,
    pins: placeLabels(points, size),
    bounds: [
      [west, south],
      [east, north],
    ],
  }
}

const drawn = new LRUCache<string, { map: StaticMap | null }>({ max: 200 })

/** The offline provider: static maps only, each drawn once per server and places. */
export const offlineMapProvider: MapProvider = {
  name: 'offline',
  drawStaticMap(places, size) {
    const full = { ...MAP_SIZE, ...size }
    const key = JSON.stringify([full.width, full.height, places.map((p) => [p.id, p.name, p.lat, p.long, p.address])])
    const hit = drawn.get(key)
    if (hit) return hit.map
    const map = drawOfflineMap(places, full)
    drawn.set(key, { map })
    return map
  },
  interactiveSettings: () => null,
}
