import { describe, expect, it } from 'vitest'

import IMAGE_WIDTHS from '@/platform/image-widths.json'

import { optimisedImageAttributes, optimisedImageUrl } from './optimised-image'

/**
 * next/image's own attribute builder with this app's image settings. Public getImageProps reads
 * settings that `next build` inlines, so the test calls the same internals it calls.
 */
async function nextImageAttributes(src: string, sizes: string) {
  const { prepareImageConfig } = await import('next/dist/shared/lib/image-config')
  const { getImgProps } = await import('next/dist/shared/lib/get-img-props')
  const { default: defaultLoader } = await import('next/dist/shared/lib/image-loader')
  const imgConf = prepareImageConfig({ ...(await import('next/dist/shared/lib/image-config')).imageConfigDefault, ...IMAGE_WIDTHS, qualities: [75] })
  const { props } = getImgProps({ src, alt: '', width: 600, height: 400, quality: 75, sizes }, { defaultLoader, imgConf })
  return { src: props.src, srcSet: props.srcSet, sizes: props.sizes }
}

describe('car photos through the image optimiser (spec §2 "Vehicle card": width/quality 75 as the CDN settings)', () => {
  const cases = [
    ['/demo-stock/suv-white-side.webp', '(min-width: 1200px) 380px, (min-width: 700px) 45vw, 100vw'],
    ['/api/media/file/kluger front.webp', '100vw'],
    ['/demo-stock/ute-red.webp', '(min-width: 900px) 60vw, 100vw'],
    ['/demo-stock/ute-red.webp', '200px'],
  ] as const

  it.each(cases)('writes the same src, srcset and sizes as next/image for %s at %s', async (src, sizes) => {
    expect(optimisedImageAttributes(src, sizes, 75)).toEqual(await nextImageAttributes(src, sizes))
  })

  it('stops at the first width that covers the photo when its width is known (600 px stock photos): larger entries are the same file', async () => {
    const sizes = '(min-width: 1200px) 380px, (min-width: 700px) 45vw, 100vw'
    const capped = optimisedImageAttributes('/demo-stock/suv-white-side.webp', sizes, 75, { sourceWidth: 600 })
    const full = await nextImageAttributes('/demo-stock/suv-white-side.webp', sizes)
    expect(capped.srcSet!.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['384w', '640w'])
    expect(full.srcSet?.startsWith(capped.srcSet!)).toBe(true)
    expect(capped.src).toBe('/_next/image?url=%2Fdemo-stock%2Fsuv-white-side.webp&w=640&q=75')
  })

  it('gives a photo shown no smaller than its own width one file, as its src alone (a srcset of one entry says nothing more)', () => {
    expect(optimisedImageAttributes('/demo-stock/suv-white-side.webp', '(min-width: 1100px) 720px, 100vw', 75, { sourceWidth: 600 })).toEqual({
      src: '/_next/image?url=%2Fdemo-stock%2Fsuv-white-side.webp&w=640&q=75',
    })
  })

  it('asks the optimiser for the width and quality, with the photo URL encoded', () => {
    expect(optimisedImageUrl('/a b.webp?v=1', 640, 75)).toBe('/_next/image?url=%2Fa%20b.webp%3Fv%3D1&w=640&q=75')
  })
})
