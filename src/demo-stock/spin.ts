import type { BodyKind, ColourSlug } from './catalogue'
import type { CarKind } from './drawings'
import { PANORAMA_ANCHORS, type PanoramaAnchor } from './drawings-panorama'
import { SPIN_FRAME_COUNT } from './drawings-spin'
import { spinAnchorPosition, type SpinAnchor } from './spin-anchors'

/**
 * The demo stock's 360° views (spec §2 "spin viewer ... hotspots", §9 "Spin: images 600x400"):
 * 24 spin frames per car body and colour, /demo-stock/{kind}-{colour}-spin-{00..23}.webp, an
 * interior panorama /demo-stock/{kind}-{colour}-panorama.webp (1800x400), and hotspots that point
 * at the car's own equipment where the drawings show it.
 */
export { SPIN_FRAME_COUNT }

export const SPIN_KINDS: readonly CarKind[] = ['sedan', 'hatch', 'suv', 'ute', 'wagon', 'van', 'coupe', 'convertible']

export type DemoSpinName = { kind: CarKind; colour: ColourSlug; view: 'spin'; frame: number } | { kind: CarKind; colour: ColourSlug; view: 'panorama' }

export const demoSpinFrameUrl = (kind: CarKind, colour: ColourSlug, frame: number) =>
  `/demo-stock/${kind}-${colour}-spin-${String(frame).padStart(2, '0')}.webp`
export const demoPanoramaUrl = (kind: CarKind, colour: ColourSlug) => `/demo-stock/${kind}-${colour}-panorama.webp`

/** Reads `{kind}-{colour}-spin-{nn}.webp` (nn 00 to 23) or `{kind}-{colour}-panorama.webp`; null for anything else. */
export function parseDemoSpinName(file: string, isColour: (slug: string) => slug is ColourSlug): DemoSpinName | null {
  const match = /^([a-z]+)-([a-z]+)-(?:spin-(\d{2})|(panorama))\.webp$/.exec(file)
  if (!match) return null
  const [, kind, colour, frame, panorama] = match as unknown as [string, CarKind, string, string | undefined, string | undefined]
  if (!SPIN_KINDS.includes(kind) || !isColour(colour)) return null
  if (panorama) return { kind, colour, view: 'panorama' }
  const number = Number(frame)
  return number < SPIN_FRAME_COUNT ? { kind, colour, view: 'spin', frame: number } : null
}

export interface SpinHotspot {
  x: number
  y: number
  /** The spin frame that shows it best (exterior); null on the interior panorama. */
  frame: number | null
  description: string
  anchor: string
}

/** Which equipment each exterior anchor shows, and the frame that shows it (frame 0 front three-quarter, 3 side, 9 rear, 21 front). */
const EXTERIOR: ReadonlyArray<readonly [SpinAnchor, number, readonly string[]]> = [
  ['front', 21, ['Bull Bar', 'Autonomous Emergency Braking (AEB)']],
  ['windscreen', 22, ['Lane Keeping Assist']],
  ['mirror', 1, ['Blind Spot Monitoring', '360 Degree Camera']],
  ['front-wheel', 2, ['Alloy Wheels', 'All-Terrain Tyres']],
  ['door', 4, ['Keyless Entry', 'Sliding Side Door']],
  ['sill', 3, ['Side Steps', 'Snorkel']],
  ['roof', 5, ['Panoramic Sunroof', 'Roof Rails', 'Roof Racks']],
  ['rear-wheel', 5, ['Rear Differential Lock', 'Tow Bar']],
  ['charge-port', 6, ['DC Fast Charging', 'Vehicle-to-Load (V2L)']],
  ['tub', 7, ['Tub Liner', 'Tonneau Cover']],
  ['rear', 9, ['Reversing Camera', 'Rear Parking Sensors', 'Rear Cross Traffic Alert', 'Power Tailgate']],
]

const INTERIOR: ReadonlyArray<readonly [PanoramaAnchor, readonly string[]]> = [
  ['touchscreen', ['Apple CarPlay', 'Android Auto', 'Satellite Navigation', 'Bluetooth Connectivity']],
  ['climate', ['Air Conditioning', 'Dual-Zone Climate Control', 'Heat Pump']],
  ['console', ['Wireless Phone Charger', 'Low Range Transfer Case', 'Hill Descent Control']],
  ['steering-wheel', ['Cruise Control', 'Adaptive Cruise Control', 'One-Pedal Driving']],
  ['head-up', ['Head-Up Display']],
  ['start-button', ['Push Button Start']],
  ['driver-seat', ['Leather Seats', 'Heated Front Seats', 'Ventilated Front Seats']],
  ['door-speaker', ['Premium Sound System']],
  ['roof', ['Panoramic Sunroof']],
  ['rear-seats', ['Third Row Seating', 'Cargo Barrier']],
]

/** "A", "A and B", "A, B and C". */
const listed = (items: readonly string[]) => (items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`)

export interface SpinFacts {
  equipment: readonly string[]
  /** "2.4L Diesel", "Electric"...: what is under the bonnet, when known. */
  engine: string | null
  drive: string | null
}

const frameLists = new Map<string, readonly string[]>()
const positions = new Map<string, { x: number; y: number }>()

function positionOf(kind: CarKind, anchor: SpinAnchor, frame: number) {
  const key = `${kind}:${anchor}:${frame}`
  let position = positions.get(key)
  if (!position) positions.set(key, (position = spinAnchorPosition(kind, anchor, frame)))
  return position
}

/**
 * A car's spin frames, interior panorama and hotspots: one per anchor whose equipment the car
 * has (descriptions list that equipment), and one on the bonnet for the engine and drive.
 * Frame lists are shared between cars of the same body and colour.
 */
export function demoSpin(
  kind: BodyKind,
  colour: ColourSlug,
  facts: SpinFacts,
): { spin_images: readonly string[]; spin_interior_image: string; hotspots: { exterior: SpinHotspot[]; interior: SpinHotspot[] } } | null {
  if (!(SPIN_KINDS as readonly BodyKind[]).includes(kind)) return null
  const carKind = kind as CarKind
  const key = `${kind}-${colour}`
  let frames = frameLists.get(key)
  if (!frames) frameLists.set(key, (frames = Array.from({ length: SPIN_FRAME_COUNT }, (_, frame) => demoSpinFrameUrl(carKind, colour, frame))))
  const has = new Set(facts.equipment)
  const exterior: SpinHotspot[] = []
  const engine = [facts.engine ? (facts.engine === 'Electric' ? 'Electric motor' : `${facts.engine} engine`) : null, facts.drive].filter(Boolean) as string[]
  if (engine.length) exterior.push({ ...positionOf(carKind, 'bonnet', 0), frame: 0, description: engine.join(', '), anchor: 'bonnet' })
  for (const [anchor, frame, items] of EXTERIOR) {
    if (anchor === 'tub' && kind !== 'ute') continue
    const shown = items.filter((item) => has.has(item))
    if (shown.length) exterior.push({ ...positionOf(carKind, anchor, frame), frame, description: listed(shown), anchor })
  }
  const interior: SpinHotspot[] = []
  for (const [anchor, items] of INTERIOR) {
    const shown = items.filter((item) => has.has(item))
    if (shown.length) interior.push({ ...PANORAMA_ANCHORS[anchor], frame: null, description: listed(shown), anchor })
  }
  return { spin_images: frames, spin_interior_image: demoPanoramaUrl(carKind, colour), hotspots: { exterior, interior } }
}
