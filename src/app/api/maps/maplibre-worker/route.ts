import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { apiRoute } from '@/platform/api-route'

/**
 * MapLibre GL's web worker, served from the installed package (only the tile map, with MAP_TILE_URL,
 * asks for it). The island adds ?v={maplibre version}, so the file is cached for good.
 */
let worker: Promise<Buffer> | undefined

export const GET = apiRoute(async function GET() {
  worker ??= readFile(createRequire(import.meta.url).resolve('maplibre-gl/dist/maplibre-gl-worker.mjs'))
  return new Response(new Uint8Array(await worker), {
    headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable' },
  })
})
