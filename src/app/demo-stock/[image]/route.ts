import { LRUCache } from 'lru-cache'
import sharp from 'sharp'

import { demoImageSvg } from '@/demo-stock'

/**
 * /demo-stock/{kind}-{colour}-{view}.webp: the demo stock's photos, drawn and encoded here as WebP,
 * 600x400 (spec §9 slides), or 200 px wide with ?w=200 (thumbnails); also its 360° spin frames
 * ({kind}-{colour}-spin-{nn}.webp, 600x400) and interior panoramas ({kind}-{colour}-panorama.webp, 1800x400). src/proxy.ts lets paths with a
 * file extension through, and this static segment outranks the sites' [host] segment.
 *
 * The images are deterministic, so browsers and CDNs may keep them for a year and each server keeps
 * its own small cache of encoded images (in-flight renders shared). The route stays dynamic:
 * force-static would drop the ?w= query, and prerendering every kind x colour x view is not worth it.
 */
const FULL_WIDTH = 600
const THUMB_WIDTH = 200
// About 20 KB an image: at most a dozen megabytes.
const rendered = new LRUCache<string, Promise<Buffer>>({ max: 600 })

function render(svg: string, width: number): Promise<Buffer> {
  const image = sharp(Buffer.from(svg))
  return (width === FULL_WIDTH ? image : image.resize({ width })).webp({ quality: 80 }).toBuffer()
}

export async function GET(request: Request, { params }: { params: Promise<{ image: string }> }): Promise<Response> {
  const file = (await params).image
  const svg = demoImageSvg(file)
  if (!svg) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  const width = new URL(request.url).searchParams.get('w') === String(THUMB_WIDTH) ? THUMB_WIDTH : FULL_WIDTH
  const key = `${file}@${width}`
  let pending = rendered.get(key)
  if (!pending) {
    pending = render(svg, width)
    rendered.set(key, pending)
    pending.catch(() => rendered.delete(key))
  }
  const image = await pending
  return new Response(new Uint8Array(image), {
    headers: { 'content-type': 'image/webp', 'cache-control': 'public, max-age=31536000, immutable', 'content-length': String(image.length) },
  })
}
