import { LRUCache } from 'lru-cache'
import sharp from 'sharp'

import { demoImageSvg, parseDemoImageName } from '@/search/demo-stock'

/**
 * /demo-stock/{kind}-{colour}-{view}.webp: the demo stock's photos, drawn and encoded here (600x400,
 * or 200 px wide with ?w=200). Deterministic, so each server may keep its own small cache and
 * browsers and CDNs may keep them forever.
 */
const rendered = new LRUCache<string, Buffer>({ max: 400 })

type Context = { params: Promise<{ image: string }> }

export async function GET(request: Request, { params }: Context): Promise<Response> {
  const name = parseDemoImageName((await params).image)
  if (!name) return new Response('Not found', { status: 404 })
  const width = new URL(request.url).searchParams.get('w') === '200' ? 200 : 600
  const key = `${name.kind}-${name.colour}-${name.view}-${width}`
  let image = rendered.get(key)
  if (!image) {
    image = await sharp(Buffer.from(demoImageSvg(name)), { density: 72 * (width / 600) }).resize(width).webp({ quality: 75 }).toBuffer()
    rendered.set(key, image)
  }
  return new Response(new Uint8Array(image), { headers: { 'content-type': 'image/webp', 'cache-control': 'public, max-age=31536000, immutable', 'content-length': String(image.length) } })
}
