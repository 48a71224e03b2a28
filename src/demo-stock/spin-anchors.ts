import { SILL, type CarKind } from './drawings'
import { bodyOf, Camera, endAt, topAt, type Body, type V3 } from './drawings-spin'
import { GROUND } from './svg'

/** Where the spin hotspots sit on a car: points on the body in profile coordinates (z: 1 the near side at frame 0, 0 the middle). */
export type SpinAnchor =
  'headlight' | 'bonnet' | 'front' | 'windscreen' | 'mirror' | 'front-wheel' | 'rear-wheel' | 'door' | 'sill' | 'roof' | 'rear' | 'tub' | 'charge-port'

function anchorPoint(body: Body, anchor: SpinAnchor): V3 {
  const { profile, centre, halfWidth, beltline } = body
  const w = (y: number) => halfWidth(y)
  const [rear, front] = profile.wheels
  switch (anchor) {
    case 'headlight':
      return [endAt(body, profile.head[1] + 6, 1), profile.head[1] + 6, w(profile.head[1]) - 26]
    case 'bonnet': {
      const x = (profile.glass.at(-1)![0] + profile.head[0]) / 2 - centre
      return [x, topAt(body, x) + 4, 0]
    }
    case 'front':
      return [endAt(body, profile.head[1] + 16, 1), profile.head[1] + 16, 0]
    case 'windscreen': {
      const x = (profile.glass.at(-2)![0] + profile.glass.at(-1)![0]) / 2 - centre
      return [x, topAt(body, x) + 3, 0]
    }
    case 'mirror':
      return [profile.glass.at(-1)![0] + 6 - centre, beltline - 8, w(beltline) + 12]
    case 'front-wheel':
      return [front! - centre, GROUND - profile.r, w(SILL) - 4]
    case 'rear-wheel':
      return [rear! - centre, GROUND - profile.r, w(SILL) - 4]
    case 'door':
      return [profile.doors[0]! + 25 - centre, beltline + 16, w(beltline)]
    case 'sill':
      return [(front! + rear!) / 2 - centre, SILL - 8, w(SILL)]
    case 'roof': {
      const x = (profile.glass[1]![0] + profile.glass[2]![0]) / 2 - centre
      return [x, topAt(body, x) + 2, 0]
    }
    case 'rear':
      return [endAt(body, profile.tail[1] + 20, -1), profile.tail[1] + 20, 0]
    case 'tub':
      return [(profile.body[0]![0] + profile.body[2]![0]) / 2 - centre, profile.body[1]![1] + 2, 0]
    case 'charge-port':
      return [rear! - profile.r * 0.4 - centre, beltline + 12, w(beltline)]
  }
}

/** A hotspot's place on the 600x400 frame, as fractions of its width and height. */
export function spinAnchorPosition(kind: CarKind, anchor: SpinAnchor, frame: number): { x: number; y: number } {
  const [x, y] = new Camera(frame).project(anchorPoint(bodyOf(kind), anchor))
  return { x: Math.round((x / 600) * 1000) / 1000, y: Math.round((y / 400) * 1000) / 1000 }
}
