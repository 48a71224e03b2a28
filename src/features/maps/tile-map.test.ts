import { describe, expect, it } from 'vitest'

import { drawOfflineMap } from './offline-map'
import { createTileMapProvider } from './tile-map'

const places = [
  { id: 'a', name: 'Kia Newstead', lat: -27.4436, long: 153.0441, address: '48 Breakfast Creek Road, Newstead QLD 4006' },
  { id: 'b', name: 'Mazda Southport', lat: -27.9716, long: 153.4089, address: '12 Ferry Road, Southport QLD 4215' },
]

describe('the tile map provider (issue 9 "Maps": a tile service when its URL and key are configured)', () => {
  it('paints the same server-drawn map first', () => {
    const provider = createTileMapProvider({ tileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png?key={key}', key: 'k' })
    expect(provider.drawStaticMap(places)).toEqual(drawOfflineMap(places))
  })

  it('hands the browser raster tiles with the key filled in, fitted to the pins', () => {
    const provider = createTileMapProvider({ tileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png?key={key}', key: 'a b' })
    expect(provider.interactiveSettings(provider.drawStaticMap(places)!)).toEqual({
      styleUrl: null,
      tileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png?key=a%20b',
      attribution: '© OpenStreetMap contributors',
      bounds: [
        [153.0441, -27.9716],
        [153.4089, -27.4436],
      ],
    })
  })

  it('prefers a style URL (vector tiles) when one is given', () => {
    const provider = createTileMapProvider({
      tileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png',
      styleUrl: 'https://tiles.example.com/style.json?key={key}',
      key: 'k',
      attribution: '© Example',
    })
    expect(provider.interactiveSettings(provider.drawStaticMap(places)!)).toMatchObject({
      styleUrl: 'https://tiles.example.com/style.json?key=k',
      tileUrl: null,
      attribution: '© Example',
    })
  })
})
