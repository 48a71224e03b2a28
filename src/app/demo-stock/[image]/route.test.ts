import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { GET } from './route'

/** /demo-stock/{kind}-{colour}-{view}.webp: the demo stock's photos as WebP. */
const get = (file: string, query = '') => GET(new Request(`http://localhost/demo-stock/${file}${query}`), { params: Promise.resolve({ image: file }) })

describe('GET /demo-stock/[image]', () => {
  it('serves a 600x400 WebP that browsers and CDNs may keep for a year', async () => {
    const response = await get('ute-red-side.webp')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const image = Buffer.from(await response.arrayBuffer())
    expect(response.headers.get('content-length')).toBe(String(image.length))
    expect(await sharp(image).metadata()).toMatchObject({ format: 'webp', width: 600, height: 400 })
  })

  it('serves the 200 px thumbnail for ?w=200, and the same bytes again from its cache', async () => {
    const first = Buffer.from(await (await get('caravan-white-kitchen.webp', '?w=200')).arrayBuffer())
    expect(await sharp(first).metadata()).toMatchObject({ format: 'webp', width: 200, height: 133 })
    expect(Buffer.from(await (await get('caravan-white-kitchen.webp', '?w=200')).arrayBuffer()).equals(first)).toBe(true)
    expect(await sharp(Buffer.from(await (await get('caravan-white-kitchen.webp', '?w=999')).arrayBuffer())).metadata()).toMatchObject({ width: 600 })
  })

  it('serves 360° spin frames at 600x400 and interior panoramas at 1800x400 (spec §9 "Spin: images 600x400")', async () => {
    const frame = await get('suv-red-spin-05.webp')
    expect([frame.status, frame.headers.get('content-type')]).toEqual([200, 'image/webp'])
    expect(await sharp(Buffer.from(await frame.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 600, height: 400 })
    const panorama = await get('sedan-white-panorama.webp')
    expect(panorama.status).toBe(200)
    expect(await sharp(Buffer.from(await panorama.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 1800, height: 400 })
  })

  it('answers 404 for anything that is not a demo image', async () => {
    for (const file of [
      'suv-white-side.png',
      'tank-white-side.webp',
      'suv-purple-side.webp',
      'motorcycle-red-boot.webp',
      'suv-red-spin-24.webp',
      'suv-red-spin-5.webp',
      'caravan-white-spin-00.webp',
      'motorcycle-red-panorama.webp',
      'suv-red-panorama.png',
    ])
      expect((await get(file)).status).toBe(404)
  })
})
