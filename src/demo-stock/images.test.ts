import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import type { ColourSlug } from './catalogue'
import { DEMO_IMAGE_KINDS, demoImageSvg, demoImageUrl, demoImageViews, parseDemoImageName } from './index'
import { PAINT } from './svg'

/** The drawings behind /demo-stock/{kind}-{colour}-{view}.webp (spec §9: slides 600x400). */
const every = DEMO_IMAGE_KINDS.flatMap((kind) => demoImageViews(kind).map((view) => ({ kind, view })))

describe('demo images', () => {
  it('draws every kind from every one of its views, in every colour, at 600x400', () => {
    expect(every).toHaveLength(8 * 8 + 6 + 6)
    for (const { kind, view } of every) {
      for (const colour of Object.keys(PAINT) as ColourSlug[]) {
        const svg = demoImageSvg(`${kind}-${colour}-${view}.webp`)!
        expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="600" height="400" viewBox="0 0 600 400"/)
        expect(svg).toContain(`aria-label="${colour} ${kind}, ${view} view"`)
        // The vehicle is painted in the colour of its name.
        expect(svg).toContain(`stop-color="${PAINT[colour]}"`)
        expect(/url\(#paint\)|fill="#[0-9a-f]{6}"/.test(svg.slice(svg.indexOf('</defs>')))).toBe(true)
        expect(svg).not.toMatch(/NaN|undefined/)
      }
    }
  })

  it('draws SVG that renders: every kind and view, through the same encoder as the route', async () => {
    for (const { kind, view } of every) {
      const { data, info } = await sharp(Buffer.from(demoImageSvg(`${kind}-red-${view}.webp`)!))
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true })
      expect([kind, view, info.width, info.height]).toEqual([kind, view, 600, 400])
      // Some of the picture is the vehicle's red, not just studio grey.
      let red = 0
      for (let i = 0; i < data.length; i += 3) if (data[i]! > 120 && data[i + 1]! < 80 && data[i + 2]! < 80) red++
      expect(red).toBeGreaterThan(600)
    }
  }, 30_000)

  it('leads every gallery with the side profile; cars have 8 views, caravans and motorcycles 6', () => {
    for (const kind of DEMO_IMAGE_KINDS) expect(demoImageViews(kind)[0]).toBe('side')
    expect(demoImageViews('caravan')).toEqual(['side', 'front', 'rear', 'interior', 'bed', 'kitchen'])
    expect(demoImageViews('motorcycle')).toEqual(['side', 'front', 'rear', 'dash', 'wheel', 'detail'])
    expect(demoImageUrl('ute', 'white', 'boot')).toBe('/demo-stock/ute-white-boot.webp')
  })

  it('refuses names that are not demo images', () => {
    for (const file of [
      '',
      'suv-white-side',
      'suv-white-side.png',
      'SUV-white-side.webp',
      'tank-white-side.webp',
      'suv-purple-side.webp',
      'suv-white-top.webp',
      'caravan-white-seats.webp',
      'motorcycle-red-boot.webp',
      'suv-white-bed.webp',
      '../etc-passwd-x.webp',
      'suv-white-side.webp?w=200',
      'constructor-white-side.webp',
      'suv-constructor-side.webp',
    ]) {
      expect(parseDemoImageName(file)).toBeNull()
      expect(demoImageSvg(file)).toBeNull()
    }
    expect(demoImageSvg({ kind: 'suv', colour: 'white', view: 'bed' })).toBeNull()
    expect(demoImageSvg({ kind: 'suv', colour: 'white', view: 'side' })).toBe(demoImageSvg('suv-white-side.webp'))
  })
})
