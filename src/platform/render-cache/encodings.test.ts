import zlib from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { acceptsEncoding, compressedFor } from './encodings'

describe('content encodings', () => {
  it('reads Brotli and gzip from Accept-Encoding, not when refused with q=0', () => {
    expect(acceptsEncoding({ 'accept-encoding': 'gzip, deflate, br' }, 'gzip')).toBe(true)
    expect(acceptsEncoding({ 'accept-encoding': 'gzip, deflate, br' }, 'br')).toBe(true)
    expect(acceptsEncoding({ 'accept-encoding': 'br;q=1, gzip;q=0.5' }, 'gzip')).toBe(true)
    expect(acceptsEncoding({ 'accept-encoding': 'gzip;q=0, br' }, 'gzip')).toBe(false)
    expect(acceptsEncoding({ 'accept-encoding': 'gzip, br;q=0.0' }, 'br')).toBe(false)
    expect(acceptsEncoding({ 'accept-encoding': '*' }, 'br')).toBe(true)
    expect(acceptsEncoding({}, 'gzip')).toBe(false)
  })

  it('compresses with Brotli when the client takes it, else gzip, else not at all; the client gets the same bytes back', async () => {
    const page = '<p>2018 Toyota Kluger GX</p>'.repeat(200)
    const brotli = await compressedFor({ 'accept-encoding': 'gzip, deflate, br' }, page, 5)
    expect(brotli?.encoding).toBe('br')
    expect(zlib.brotliDecompressSync(brotli!.body).toString()).toBe(page)
    const gzip = await compressedFor({ 'accept-encoding': 'gzip' }, page, 5)
    expect(gzip?.encoding).toBe('gzip')
    expect(zlib.gunzipSync(gzip!.body).toString()).toBe(page)
    expect(brotli!.body.length).toBeLessThan(gzip!.body.length)
    expect(await compressedFor({ 'accept-encoding': 'identity' }, page, 5)).toBeNull()
  })
})
