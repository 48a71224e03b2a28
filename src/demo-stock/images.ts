import type { BodyKind, ColourSlug } from './catalogue'
import { carFace, carSide, caravanFace, caravanSide, motorcycleFace, motorcycleSide } from './drawings'
import {
  carBoot,
  carDetail,
  carInterior,
  caravanBed,
  caravanInterior,
  caravanKitchen,
  carSeats,
  carWheel,
  motorcycleDash,
  motorcycleDetail,
  motorcycleWheel,
} from './drawings-inside'
import { carPanorama, PANORAMA_WIDTH } from './drawings-panorama'
import { carSpinFrame } from './drawings-spin'
import type { Random } from './random'
import { parseDemoSpinName, type DemoSpinName } from './spin'
import { mix, PAINT, paintDefs } from './svg'

/**
 * The demo stock's photos, drawn rather than downloaded: a studio shot of each body kind in each
 * colour from each view, 600x400 (spec §9 slide size), as SVG that /demo-stock/{kind}-{colour}-{view}.webp
 * encodes. A car has up to 8 views, a caravan or motorcycle 6; the side profile comes first.
 */
const CAR_VIEWS = ['side', 'front', 'rear', 'interior', 'seats', 'boot', 'wheel', 'detail'] as const
const CARAVAN_VIEWS = ['side', 'front', 'rear', 'interior', 'bed', 'kitchen'] as const
const MOTORCYCLE_VIEWS = ['side', 'front', 'rear', 'dash', 'wheel', 'detail'] as const

export type DemoImageView = (typeof CAR_VIEWS)[number] | (typeof CARAVAN_VIEWS)[number] | (typeof MOTORCYCLE_VIEWS)[number]

export const DEMO_IMAGE_KINDS: readonly BodyKind[] = ['sedan', 'hatch', 'suv', 'ute', 'wagon', 'van', 'coupe', 'convertible', 'caravan', 'motorcycle']

/** The views drawn for a kind, in the order a dealer's gallery shows them. */
export function demoImageViews(kind: BodyKind): readonly DemoImageView[] {
  return kind === 'caravan' ? CARAVAN_VIEWS : kind === 'motorcycle' ? MOTORCYCLE_VIEWS : CAR_VIEWS
}

export interface DemoImageName {
  kind: BodyKind
  colour: ColourSlug
  view: DemoImageView
}

export const demoImageUrl = (kind: BodyKind, colour: ColourSlug, view: DemoImageView) => `/demo-stock/${kind}-${colour}-${view}.webp`

type DemoImage = { image: { url: string; thumb: { url: string } } }
const galleries = new Map<string, DemoImage[]>()

/**
 * 4 to 8 photos of a car (4 to 6 of a caravan or motorcycle), as feeds send them: full size and a
 * 200 px thumbnail. Cars of the same kind, colour and photo count share one (read-only) list, which
 * keeps generating 50,000 cars quick.
 */
export function demoImages(random: Random, kind: BodyKind, colour: ColourSlug): readonly DemoImage[] {
  const views = demoImageViews(kind)
  const count = random.int(4, views.length)
  const key = `${kind}-${colour}-${count}`
  let gallery = galleries.get(key)
  if (!gallery) {
    gallery = views.slice(0, count).map((view) => {
      const url = demoImageUrl(kind, colour, view)
      return { image: { url, thumb: { url: `${url}?w=200` } } }
    })
    galleries.set(key, gallery)
  }
  return gallery
}

/** Reads `{kind}-{colour}-{view}.webp`; anything else (another kind, colour, view or extension) is not a demo image. */
export function parseDemoImageName(file: string): DemoImageName | null {
  const match = /^([a-z]+)-([a-z]+)-([a-z]+)\.webp$/.exec(file)
  if (!match) return null
  const [, kind, colour, view] = match as unknown as [string, BodyKind, ColourSlug, DemoImageView]
  if (!DEMO_IMAGE_KINDS.includes(kind) || !Object.hasOwn(PAINT, colour) || !demoImageViews(kind).includes(view)) return null
  return { kind, colour, view }
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** A soft studio: pale wall, a floor that fades into it. */
const STUDIO = `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f6f9"/><stop offset="0.7" stop-color="#e2e7ed"/><stop offset="0.78" stop-color="#d3dae2"/><stop offset="1" stop-color="#eceff3"/></linearGradient>`

function drawing({ kind, colour, view }: DemoImageName): string {
  const paint = PAINT[colour]
  // Caravans are white with decals; a white van gets a slate stripe.
  const accent = colour === 'white' ? '#3f5566' : mix(paint, '#000000', 0.15)
  if (kind === 'caravan') {
    if (view === 'side') return caravanSide(accent)
    if (view === 'front' || view === 'rear') return caravanFace(view, accent)
    return view === 'bed' ? caravanBed(paint) : view === 'kitchen' ? caravanKitchen(paint) : caravanInterior(paint)
  }
  if (kind === 'motorcycle') {
    if (view === 'side') return motorcycleSide()
    if (view === 'front' || view === 'rear') return motorcycleFace(view)
    return view === 'dash' ? motorcycleDash() : view === 'wheel' ? motorcycleWheel() : motorcycleDetail()
  }
  switch (view) {
    case 'side':
      return carSide(kind)
    case 'front':
    case 'rear':
      return carFace(kind, view)
    case 'interior':
      return carInterior(paint)
    case 'seats':
      return carSeats(paint)
    case 'boot':
      return carBoot(kind === 'ute')
    case 'wheel':
      return carWheel()
    default:
      return carDetail()
  }
}

const isColour = (slug: string): slug is ColourSlug => Object.hasOwn(PAINT, slug)

/** The studio around a drawing: 600x400 photos and spin frames, 1800x400 interior panoramas. */
function svgDocument(width: number, label: string, colour: ColourSlug, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="400" viewBox="0 0 ${width} 400" role="img" aria-label="${escapeXml(label)}"><defs>${STUDIO}${paintDefs(PAINT[colour])}</defs><rect width="${width}" height="400" fill="url(#wall)"/>${body}</svg>`
}

function spinSvg(name: DemoSpinName): string {
  if (name.view === 'panorama')
    return svgDocument(PANORAMA_WIDTH, `${name.colour} ${name.kind}, interior panorama`, name.colour, carPanorama(PAINT[name.colour]))
  return svgDocument(
    600,
    `${name.colour} ${name.kind}, 360 degree view, frame ${name.frame}`,
    name.colour,
    carSpinFrame(name.kind, PAINT[name.colour], name.frame),
  )
}

/**
 * The SVG for one demo photo (a parsed name or a file name such as `suv-white-side.webp`), spin
 * frame (`suv-white-spin-07.webp`) or interior panorama (`suv-white-panorama.webp`), or null when
 * it is none of them.
 */
export function demoImageSvg(name: DemoImageName | string): string | null {
  if (typeof name === 'string') {
    const spin = parseDemoSpinName(name, isColour)
    if (spin) return spinSvg(spin)
  }
  const parsed = typeof name === 'string' ? parseDemoImageName(name) : parseDemoImageName(`${name.kind}-${name.colour}-${name.view}.webp`)
  if (!parsed) return null
  return svgDocument(600, `${parsed.colour} ${parsed.kind}, ${parsed.view} view`, parsed.colour, drawing(parsed))
}
