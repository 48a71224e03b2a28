import { FACES, PROFILES, SILL, type CarKind, type Profile } from './drawings'
import { GLASS, GROUND, mix, OUTLINE, path, roundedCorners, TYRE, type Pt } from './svg'

/**
 * The demo stock's 360° spin frames (spec §9: images 600x400): each car body's side profile
 * extruded into a 3D body (the glasshouse leaning in towards a narrower roof), turned on a
 * turntable and drawn in orthographic projection from slightly above, with the surfaces that face
 * the camera shaded by a light fixed to the camera. Frame 0 is the front three-quarter view,
 * each next frame turns the car 15° (its near side moving to the right), frame 3 is the side profile.
 */
export const SPIN_FRAME_COUNT = 24
const STEP = (2 * Math.PI) / SPIN_FRAME_COUNT
const FIRST_YAW = -Math.PI / 4
const ELEVATION = (14 * Math.PI) / 180
const SCALE = 0.9
const CENTRE_X = 300
const GROUND_Y = 296

export type V3 = readonly [x: number, y: number, z: number]
type P2 = [x: number, y: number]

export interface Body {
  /** The profile outline with its rounded corners sampled, centred on x = 0. */
  outline: P2[]
  /** Outward normal (in the profile plane) of each outline segment i -> i+1. */
  normals: P2[]
  /** Half-width at a height: the full body below the beltline, leaning in to the roof above it. */
  halfWidth: (y: number) => number
  profile: Profile
  centre: number
  beltline: number
  /** How far the glasshouse leans in: half-width lost per unit of height above the beltline. */
  lean: number
  length: number
  width: number
}

const bodies = new Map<CarKind, Body>()

/** Samples each rounded corner of the profile (as svg.ts `smooth` draws it) into a few points. */
function sampled(points: readonly Pt[]): P2[] {
  const out: P2[] = []
  for (const {
    a,
    corner: [x1, y1],
    b,
    radius,
  } of roundedCorners(points)) {
    if (radius <= 0) out.push([x1, y1])
    else
      for (const t of [0, 0.35, 0.65, 1])
        out.push([(1 - t) ** 2 * a[0] + 2 * t * (1 - t) * x1 + t * t * b[0], (1 - t) ** 2 * a[1] + 2 * t * (1 - t) * y1 + t * t * b[1]])
  }
  return out
}

export function bodyOf(kind: CarKind): Body {
  let body = bodies.get(kind)
  if (body) return body
  const profile = PROFILES[kind]
  const face = FACES[kind]
  const xs = profile.body.map((p) => p[0])
  const centre = (Math.min(...xs) + Math.max(...xs)) / 2
  const beltline = Math.max(...profile.glass.map((p) => p[1]))
  const roof = Math.min(...profile.body.map((p) => p[1]))
  // The face drawings are about 1.9 times the scale of the side ones.
  const half = face.hw / 1.9
  const roofHalf = (face.open ? face.beltHw : face.roofHw) / 1.9
  const halfWidth = (y: number) => (y >= beltline ? half : roofHalf + ((half - roofHalf) * (y - roof)) / Math.max(1, beltline - roof))
  // Points where the outline crosses the beltline, so each side surface is two flat pieces.
  const raw = sampled(profile.body)
  const outline: P2[] = []
  raw.forEach((p, i) => {
    const q = raw[(i + 1) % raw.length]!
    outline.push([p[0] - centre, p[1]])
    if ((p[1] - beltline) * (q[1] - beltline) < 0) {
      const t = (beltline - p[1]) / (q[1] - p[1])
      outline.push([p[0] + t * (q[0] - p[0]) - centre, beltline])
    }
  })
  let normals = outline.map((p, i): P2 => {
    const q = outline[(i + 1) % outline.length]!
    const length = Math.hypot(q[0] - p[0], q[1] - p[1]) || 1
    return [(q[1] - p[1]) / length, -(q[0] - p[0]) / length]
  })
  // Outward means the roof's normal points up (negative y).
  const top = outline.reduce(
    (best, p, i) => (p[1] + outline[(i + 1) % outline.length]![1] < outline[best]![1] + outline[(best + 1) % outline.length]![1] ? i : best),
    0,
  )
  if (normals[top]![1] > 0) normals = normals.map(([x, y]) => [-x, -y])
  body = {
    outline,
    normals,
    halfWidth,
    profile,
    centre,
    beltline,
    lean: (half - roofHalf) / Math.max(1, beltline - roof),
    length: Math.max(...xs) - Math.min(...xs),
    width: half * 2,
  }
  bodies.set(kind, body)
  return body
}

/** The camera for one frame: projection to the 600x400 canvas, view direction and light in model space. */
export class Camera {
  readonly cos: number
  readonly sin: number
  readonly view: V3
  readonly light: V3

  constructor(frame: number) {
    const yaw = FIRST_YAW + frame * STEP
    this.cos = Math.cos(yaw)
    this.sin = Math.sin(yaw)
    const ce = Math.cos(ELEVATION)
    const se = Math.sin(ELEVATION)
    this.view = [-this.sin * ce, -se, this.cos * ce]
    // Light from the camera's upper left.
    const right: V3 = [this.cos, 0, this.sin]
    const light = [0, 1, 2].map((i) => -0.45 * right[i]! + 0.8 * [0, -1, 0][i]! + 0.5 * this.view[i]!)
    const length = Math.hypot(...light)
    this.light = light.map((v) => v / length) as unknown as V3
  }

  /** Model point (x from the body's centre, SVG y, z across the car) on the canvas, and its nearness. */
  project([x, y, z]: V3): [sx: number, sy: number, near: number] {
    const depth = -x * this.sin + z * this.cos
    const sx = x * this.cos + z * this.sin
    const sy = (y - GROUND) * Math.cos(ELEVATION) + depth * Math.sin(ELEVATION)
    return [CENTRE_X + SCALE * sx, GROUND_Y + SCALE * sy, depth * Math.cos(ELEVATION) - (y - GROUND) * Math.sin(ELEVATION)]
  }

  facing(normal: V3): number {
    return normal[0] * this.view[0] + normal[1] * this.view[1] + normal[2] * this.view[2]
  }

  lit(normal: V3): number {
    return normal[0] * this.light[0] + normal[1] * this.light[1] + normal[2] * this.light[2]
  }
}

const n1 = (v: number) => String(Math.round(v * 10) / 10)
const poly = (camera: Camera, points: readonly V3[]) => `M${points.map((p) => camera.project(p).slice(0, 2).map(n1).join(' ')).join('L')}Z`
const shade = (colour: string, light: number) => (light >= 0 ? mix(colour, '#ffffff', 0.32 * light) : mix(colour, '#000000', -0.4 * light))

/** Convex hull (monotone chain) of projected points: the outline of a tyre seen at an angle. */
function hull(points: P2[]): P2[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1])
  const cross = (o: P2, a: P2, b: P2) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])
  const half = (list: P2[]) => {
    const out: P2[] = []
    for (const p of list) {
      while (out.length >= 2 && cross(out[out.length - 2]!, out[out.length - 1]!, p) <= 0) out.pop()
      out.push(p)
    }
    return out.slice(0, -1)
  }
  return [...half(sorted), ...half([...sorted].reverse())]
}

const ring = (cx: number, cy: number, z: number, r: number, steps = 20): V3[] =>
  Array.from({ length: steps }, (_, i) => [cx + r * Math.cos((i / steps) * 2 * Math.PI), cy + r * Math.sin((i / steps) * 2 * Math.PI), z] as const)

/** A tyre's silhouette between its two faces (drawn before the body, which hides part of it). */
function drawTread(camera: Camera, cx: number, r: number, side: number, halfWidth: number): string {
  const cy = GROUND - r
  const tyre = hull([...ring(cx, cy, side * (halfWidth - 4), r), ...ring(cx, cy, side * (halfWidth - 30), r)].map((p) => camera.project(p).slice(0, 2) as P2))
  return path(`M${tyre.map((p) => p.map(n1).join(' ')).join('L')}Z`, TYRE)
}

/** The wheel's outer face: tyre wall, alloy with five spokes, hub (drawn over the side panel). */
function drawWheelFace(camera: Camera, cx: number, r: number, side: number, halfWidth: number): string {
  const cy = GROUND - r
  const outer = side * (halfWidth - 4)
  let out =
    path(poly(camera, ring(cx, cy, outer, r)), TYRE) +
    path(poly(camera, ring(cx, cy, outer, r * 0.66)), 'url(#rim)') +
    path(poly(camera, ring(cx, cy, outer, r * 0.5)), '#3a3e44')
  const [x1, y1] = camera.project([cx, cy, outer])
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2 - Math.PI / 2
    const [x2, y2] = camera.project([cx + Math.cos(a) * r * 0.6, cy + Math.sin(a) * r * 0.6, outer])
    out += `<path d="M${n1(x1)} ${n1(y1)}L${n1(x2)} ${n1(y2)}" stroke="#d5d9de" stroke-width="${n1(Math.max(3, r * 0.12))}" stroke-linecap="round"/>`
  }
  return out + path(poly(camera, ring(cx, cy, outer, r * 0.13, 10)), '#9aa1a9', `stroke="${OUTLINE}" stroke-width="1.2"`)
}

/** x of the body's front (end = 1) or rear (end = -1) surface at a height. */
export function endAt(body: Body, y: number, end: 1 | -1): number {
  let best = end === 1 ? -Infinity : Infinity
  body.outline.forEach((p, i) => {
    const q = body.outline[(i + 1) % body.outline.length]!
    if ((p[1] - y) * (q[1] - y) > 0 || p[1] === q[1]) return
    const x = p[0] + ((y - p[1]) / (q[1] - p[1])) * (q[0] - p[0])
    best = end === 1 ? Math.max(best, x) : Math.min(best, x)
  })
  return best
}

/** y of the body's top surface above x (x from the body's centre). */
export function topAt(body: Body, x: number): number {
  let best = Infinity
  body.outline.forEach((p, i) => {
    const q = body.outline[(i + 1) % body.outline.length]!
    if ((p[0] - x) * (q[0] - x) > 0 || p[0] === q[0]) return
    best = Math.min(best, p[1] + ((x - p[0]) / (q[0] - p[0])) * (q[1] - p[1]))
  })
  return best
}

/** Lights, grille and plate on the front or the rear, when that end faces the camera. */
function drawEnd(camera: Camera, body: Body, end: 1 | -1): string {
  if (camera.facing([end, 0, 0]) <= 0.02) return ''
  const { profile } = body
  const [, lightY] = end === 1 ? profile.head : profile.tail
  const w = body.halfWidth(lightY)
  const on = (y: number, z: number): V3 => [endAt(body, y, end), y, z]
  let out = ''
  for (const side of [-1, 1]) {
    const quad = [on(lightY, side * (w - 6)), on(lightY, side * (w - 46)), on(lightY + 12, side * (w - 42)), on(lightY + 12, side * (w - 8))]
    out += path(poly(camera, quad), end === 1 ? '#f7f3e3' : '#b3121d', `stroke="${OUTLINE}" stroke-width="1.2" stroke-linejoin="round"`)
  }
  const plateY = Math.min(SILL - 30, lightY + 28)
  if (end === 1)
    out += path(
      poly(camera, [on(lightY + 2, -w + 54), on(lightY + 2, w - 54), on(lightY + 20, w - 60), on(lightY + 20, -w + 60)]),
      '#202327',
      `stroke="${OUTLINE}" stroke-width="1.2"`,
    )
  out += path(poly(camera, [on(plateY, -26), on(plateY, 26), on(plateY + 14, 26), on(plateY + 14, -26)]), '#f7f7f2', `stroke="${OUTLINE}" stroke-width="1"`)
  return out + path(poly(camera, [on(SILL - 12, -w + 10), on(SILL - 12, w - 10), on(SILL - 4, w - 10), on(SILL - 4, -w + 10)]), '#23262a')
}

/**
 * One side of the car: the flat panel below the beltline and the glasshouse leaning in above it,
 * each drawn when it faces the camera (nothing ever hides them then), with arches, windows,
 * pillars, door shut lines, handles, lamps and mirror.
 */
function drawSide(camera: Camera, body: Body, side: number, paint: string): string {
  const { profile, centre, halfWidth, beltline } = body
  const at = (x: number, y: number): V3 => [x - centre, y, side * halfWidth(y)]
  const panel = (points: P2[]) =>
    poly(
      camera,
      points.map(([x, y]) => [x, y, side * halfWidth(y)]),
    )
  const id = side > 0 ? 'side-right' : 'side-left'
  const lean = Math.hypot(body.lean, 1)
  const upperNormal: V3 = [0, -body.lean / lean, side / lean]
  const upper = body.outline.filter((p) => p[1] <= beltline + 0.01)
  let out = ''
  if (camera.facing(upperNormal) > 0 && upper.length >= 3) {
    out += path(panel(upper), shade(paint, camera.lit(upperNormal)), `stroke="${OUTLINE}" stroke-width="1.5" stroke-linejoin="round"`)
    out += path(
      poly(
        camera,
        sampled(profile.glass).map(([x, y]) => at(x, y)),
      ),
      GLASS,
      `stroke="${OUTLINE}" stroke-width="1.2"`,
    )
    const top = Math.min(...profile.glass.map((p) => p[1]))
    for (const x of profile.pillars)
      out += path(poly(camera, [at(x - 5, top - 2), at(x + 5, top - 2), at(x + 5, beltline), at(x - 5, beltline)]), shade(paint, camera.lit(upperNormal) - 0.1))
  }
  const facing = camera.facing([0, 0, side])
  if (facing <= 0) return out
  const lower = panel(body.outline.filter((p) => p[1] >= beltline - 0.01))
  out += `<clipPath id="${id}"><path d="${lower}"/></clipPath>` + path(lower, 'url(#paint)', `stroke="${OUTLINE}" stroke-width="2" stroke-linejoin="round"`)
  if (facing < 0.05) return out
  out += `<g clip-path="url(#${id})">${profile.wheels.map((x) => path(poly(camera, ring(x - centre, GROUND - profile.r, side * halfWidth(SILL), profile.r + 8)), '#15171a')).join('')}</g>`
  for (const x of profile.doors)
    out += path(poly(camera, [at(x, beltline + 2), at(x - 4, SILL - 18)]), 'none', `stroke="${OUTLINE}" stroke-opacity="0.5" stroke-width="1.4"`)
  for (const x of profile.doors.slice(0, -1))
    out += path(
      poly(camera, [at(x + 14, beltline + 14), at(x + 36, beltline + 14), at(x + 36, beltline + 19), at(x + 14, beltline + 19)]),
      mix('#888888', '#ffffff', 0.4),
    )
  const [hx, hy] = profile.head
  const [tx, ty] = profile.tail
  out += path(
    poly(camera, [at(hx - 24, hy), at(hx + 12, hy - 3), at(hx + 12, hy + 9), at(hx - 20, hy + 8)]),
    '#f6f1dc',
    `stroke="${OUTLINE}" stroke-width="1.2"`,
  )
  out += path(poly(camera, [at(tx, ty), at(tx + 16, ty), at(tx + 16, ty + 12), at(tx, ty + 12)]), '#b0161f', `stroke="${OUTLINE}" stroke-width="1"`)
  const mx = profile.glass.at(-1)![0] - 4
  const my = beltline - 2
  const w = halfWidth(beltline)
  const mirror: V3[] = [
    [mx - centre, my, side * (w + 2)],
    [mx + 6 - centre, my - 12, side * (w + 16)],
    [mx + 18 - centre, my - 9, side * (w + 16)],
    [mx + 14 - centre, my + 1, side * (w + 2)],
  ]
  return out + path(poly(camera, mirror), 'url(#paint)', `stroke="${OUTLINE}" stroke-width="1.2"`)
}

/** One spin frame of a car body in a paint colour, without the studio (images.ts adds it). */
export function carSpinFrame(kind: CarKind, paint: string, frame: number): string {
  const body = bodyOf(kind)
  const camera = new Camera(frame)
  const { profile, outline, normals, halfWidth, centre } = body
  const near = camera.cos >= 0 ? 1 : -1
  const hx = SCALE * (Math.abs(camera.cos) * body.length + Math.abs(camera.sin) * body.width) * 0.5 + 24
  const [gx, gy] = camera.project([0, GROUND, 0])
  let out = `<ellipse cx="${n1(gx)}" cy="${n1(gy + 4)}" rx="${n1(hx)}" ry="${n1(22 + Math.abs(camera.sin) * 16)}" fill="url(#shadow)"/>`
  // Treads first (the body hides what it covers of them); the near wheels' faces go on the side panel.
  out += [-near, near].flatMap((side) => profile.wheels.map((x) => drawTread(camera, x - centre, profile.r, side, halfWidth(SILL)))).join('')
  // The skin between the two sides, strip by strip, farthest first.
  const strips = outline
    .map((p, i) => {
      const q = outline[(i + 1) % outline.length]!
      const [nx, ny] = normals[i]!
      const corners: V3[] = [
        [p[0], p[1], halfWidth(p[1])],
        [q[0], q[1], halfWidth(q[1])],
        [q[0], q[1], -halfWidth(q[1])],
        [p[0], p[1], -halfWidth(p[1])],
      ]
      const depth = camera.project([(p[0] + q[0]) / 2, (p[1] + q[1]) / 2, 0])[2]
      const glass = p[1] < body.beltline - 2 && q[1] < body.beltline - 2 && Math.abs(nx) > 0.45
      return { corners, normal: [nx, ny, 0] as V3, depth, glass }
    })
    .filter((strip) => camera.facing(strip.normal) > 0)
    .sort((a, b) => a.depth - b.depth)
  for (const strip of strips) {
    const light = camera.lit(strip.normal)
    out += path(
      poly(camera, strip.corners),
      strip.glass ? shade('#2b3744', light * 0.8) : shade(paint, light),
      `stroke="${strip.glass ? '#1d252e' : shade(paint, light)}" stroke-width="0.8" stroke-linejoin="round"`,
    )
  }
  out += drawEnd(camera, body, 1) + drawEnd(camera, body, -1)
  if (kind === 'suv')
    for (const z of [-1, 1])
      out += path(
        poly(camera, [
          [110 - centre, 123, z * (halfWidth(123) - 8)],
          [360 - centre, 120, z * (halfWidth(120) - 8)],
        ]),
        'none',
        `stroke="#2f3338" stroke-width="4" stroke-linecap="round"`,
      )
  out += drawSide(camera, body, -near, paint) + drawSide(camera, body, near, paint)
  return camera.facing([0, 0, near]) > 0.2 ? out + profile.wheels.map((x) => drawWheelFace(camera, x - centre, profile.r, near, halfWidth(SILL))).join('') : out
}
