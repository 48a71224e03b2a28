import { offlineMapProvider } from './offline-map'
import type { MapProvider } from './port'

export interface TileMapConfig {
  /** Raster tiles, e.g. https://tiles.example.com/{z}/{x}/{y}.png?key={key}. */
  tileUrl: string
  key?: string
  /** A MapLibre style JSON (vector tiles); takes the place of the raster tiles when given. */
  styleUrl?: string
  attribution?: string
}

/** {key} in a service URL becomes the key. Tile keys reach the browser: restrict them to the sites' domains at the provider. */
const withKey = (url: string, key: string | undefined) => (key ? url.replaceAll('{key}', encodeURIComponent(key)) : url)

/**
 * The production map: the same server-drawn SVG as the first paint (fast, works without JavaScript
 * or WebGL), replaced in the browser by a MapLibre GL tile map once it scrolls into view.
 */
export function createTileMapProvider(config: TileMapConfig): MapProvider {
  return {
    name: 'tiles',
    drawStaticMap: (places, size) => offlineMapProvider.drawStaticMap(places, size),
    interactiveSettings: (map) => ({
      styleUrl: config.styleUrl ? withKey(config.styleUrl, config.key) : null,
      tileUrl: config.styleUrl ? null : withKey(config.tileUrl, config.key),
      attribution: config.attribution ?? '© OpenStreetMap contributors',
      bounds: map.pins.length
        ? [
            [Math.min(...map.pins.map((p) => p.long)), Math.min(...map.pins.map((p) => p.lat))],
            [Math.max(...map.pins.map((p) => p.long)), Math.max(...map.pins.map((p) => p.lat))],
          ]
        : map.bounds,
    }),
  }
}
