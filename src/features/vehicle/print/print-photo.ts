import sharp from 'sharp'

import { demoImageSvg } from '@/demo-stock/images'

/**
 * The car's first photo as a JPEG pdfkit can embed (it reads JPEG and PNG, not the WebP that stock
 * photos come in). Demo photos are drawn in this process, as /demo-stock/ does, rather than fetched
 * from ourselves; photos elsewhere are fetched with a timeout. Any failure prints the sheet without
 * the photo (logged), never fails the PDF.
 */
export interface PrintPhotoOptions {
  /** Resolves relative URLs other than demo photos (uploaded media: /api/media/file/...). */
  origin?: string | null
  fetch?: typeof fetch
  timeoutMs?: number
}

const DEMO_PREFIX = '/demo-stock/'
// Photos are 600x400; twice that prints sharp at the sheet's width.
const PRINT_WIDTH = 1200
const MAX_PHOTO_BYTES = 15 * 1024 * 1024

const toJpeg = (image: sharp.Sharp) =>
  image.resize({ width: PRINT_WIDTH, withoutEnlargement: true }).flatten({ background: '#ffffff' }).jpeg({ quality: 82 }).toBuffer()

export async function loadPrintPhoto(url: string | null, options: PrintPhotoOptions = {}): Promise<Buffer | null> {
  if (!url) return null
  try {
    if (url.startsWith(DEMO_PREFIX)) {
      const file = decodeURIComponent(url.slice(DEMO_PREFIX.length).split(/[?#]/)[0] ?? '')
      const svg = demoImageSvg(file)
      // density 144 draws the 600x400 SVG at 1200x800.
      return svg ? await toJpeg(sharp(Buffer.from(svg), { density: 144 })) : null
    }
    const absolute = /^https?:\/\//i.test(url) ? url : options.origin ? new URL(url, options.origin).toString() : null
    if (!absolute) return null
    const response = await (options.fetch ?? fetch)(absolute, { signal: AbortSignal.timeout(options.timeoutMs ?? 4000), headers: { accept: 'image/*' } })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    const body = Buffer.from(await response.arrayBuffer())
    if (body.length > MAX_PHOTO_BYTES) throw new Error(`photo of ${body.length} bytes is too large`)
    return await toJpeg(sharp(body))
  } catch (error) {
    console.warn('[print] photo skipped', url, error instanceof Error ? error.message : error)
    return null
  }
}
