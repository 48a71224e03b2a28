import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

import harbour from '../../../site-seeds/harbour-city-auto.json'
import ridgeline from '../../../site-seeds/ridgeline-toyota.json'
import sunset from '../../../site-seeds/sunset-coast-cars-and-caravans.json'
import { locationAddress, mapLinkFor } from '@/domain/locations'
import { offlineMapProvider } from '@/features/maps/offline-map'
import { createTileMapProvider } from '@/features/maps/tile-map'

import { LocationMap, type LocationMapLocation } from './LocationMap'

// The tile map's own chunk (next/dynamic) renders here as the component it loads.
vi.mock('./island', async () => ({ TileMap: (await import('./TileMap.client')).TileMap }))

type SeedLocation = {
  slug: string
  name: string
  address: { street: string; city: string; state: string; postcode: string; lat: number; long: number; placeUrl?: string }
}
const locationsOf = (seed: unknown): LocationMapLocation[] =>
  (seed as { locations: SeedLocation[] }).locations.map((l) => ({
    id: l.slug,
    name: l.name,
    lat: l.address.lat,
    long: l.address.long,
    address: locationAddress(l.address)!,
    href: mapLinkFor(l),
  }))
const render = (locations: LocationMapLocation[], provider = offlineMapProvider) =>
  renderToStaticMarkup(createElement(LocationMap, { locations, label: 'Our locations', provider }))
const links = (html: string) =>
  [...html.matchAll(/<a class="location-map__pin" href="([^"]+)"[^>]*aria-label="([^"]+)"/g)].map((m) => ({
    href: m[1]!.replaceAll('&amp;', '&'),
    label: m[2]!,
  }))

describe('LocationMap (issue 9 "Maps": server-rendered SVG, a keyboard-reachable pin per location)', () => {
  it('draws one link per location, named by its name and address, opening its map link', () => {
    const locations = locationsOf(harbour)
    const html = render(locations)
    expect(links(html)).toEqual(locations.map((l) => ({ href: l.href, label: `${l.name.replaceAll('&', '&amp;')}, ${l.address} (opens a map)` })))
    expect(html).toContain(`data-pins="${locations.length}"`)
    // Keyboard: SVG links with an href are in the tab order; each opens in a new tab, named as such.
    expect(html.match(/target="_blank" rel="noopener"/g)).toHaveLength(locations.length)
  })

  it('is a figure whose caption names the group of links (axe: no image role around links)', () => {
    const html = render(locationsOf(ridgeline))
    const captionId = /<figcaption id="([^"]+)"/.exec(html)![1]
    expect(html).toMatch(new RegExp(`<svg class="location-map__svg" viewBox="0 0 800 450" role="group" aria-labelledby="${captionId}"`))
    expect(html).toContain('>Our locations</figcaption>')
    expect(html).not.toContain('role="img"')
  })

  it('falls back to a map search for pins without their own link, and skips locations without coordinates', () => {
    const html = render([
      { id: 1, name: 'Kia Newstead', lat: -27.4436, long: 153.0441, address: '48 Breakfast Creek Road, Newstead QLD 4006' },
      { id: 2, name: 'Nowhere Yet', lat: null, long: null, address: '1 Unknown Street' },
    ])
    expect(links(html)).toEqual([
      {
        href: 'https://www.google.com/maps/search/?api=1&query=Kia%20Newstead%2C%2048%20Breakfast%20Creek%20Road%2C%20Newstead%20QLD%204006',
        label: 'Kia Newstead, 48 Breakfast Creek Road, Newstead QLD 4006 (opens a map)',
      },
    ])
    expect(render([{ id: 2, name: 'Nowhere Yet', address: '1 Unknown Street' }])).toBe('')
  })

  it('renders the same markup every time (deterministic, cacheable)', () => {
    const locations = locationsOf(sunset)
    expect(render(locations)).toBe(render(locations.map((l) => ({ ...l }))))
  })

  it('has no browser code offline, and adds the tile-map island only with a tile service', () => {
    const locations = locationsOf(sunset)
    expect(render(locations)).not.toContain('location-map__tiles')
    const tiles = render(locations, createTileMapProvider({ tileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png' }))
    expect(tiles).toContain('class="location-map__tiles" data-state="static" aria-hidden="true"')
    // The tile map paints over the same server SVG, so the first paint is identical.
    expect(links(tiles)).toEqual(links(render(locations)))
  })

  it('stays small: the SVG of each demo site (and of all of them) is measured here', () => {
    const sizes: Record<string, number> = {}
    for (const [name, seed] of Object.entries({ harbour, ridgeline, sunset })) {
      const all = locationsOf(seed)
      sizes[`${name} (all ${all.length})`] = Buffer.byteLength(render(all))
      sizes[`${name} (one)`] = Buffer.byteLength(render(all.slice(0, 1)))
    }
    sizes.australia = Buffer.byteLength(render([harbour, ridgeline, sunset].flatMap(locationsOf)))
    console.info('LocationMap markup bytes', sizes)
    for (const bytes of Object.values(sizes)) expect(bytes).toBeLessThan(20_000)
  })
})
