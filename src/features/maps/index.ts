import { env } from '@/platform/env'

import { offlineMapProvider } from './offline-map'
import type { MapProvider } from './port'
import { createTileMapProvider } from './tile-map'

export type { DrawnPin, InteractiveMapSettings, MapPlace, MapProvider, StaticMap } from './port'

let provider: MapProvider | undefined

/** The map this server draws: a tile map when MAP_TILE_URL is set, else the offline map alone. */
export function getMapProvider(): MapProvider {
  provider ??= env.MAP_TILE_URL
    ? createTileMapProvider({ tileUrl: env.MAP_TILE_URL, key: env.MAP_TILE_KEY, styleUrl: env.MAP_STYLE_URL, attribution: env.MAP_TILE_ATTRIBUTION })
    : offlineMapProvider
  return provider
}
