import type { ColourSlug } from './catalogue'

/** Small SVG helpers shared by the demo-stock drawings (600x400 canvas, ground at y=310). */
export const GROUND = 310

/** Paint per colour slug: the colour named in the image's file name. */
export const PAINT: Record<ColourSlug, string> = {
  white: '#f2f3f5',
  black: '#1c1e21',
  silver: '#b8bdc4',
  grey: '#6b727b',
  blue: '#1f4f99',
  red: '#b3202a',
  green: '#2f6b3f',
  orange: '#e0701f',
  yellow: '#e8c22c',
  brown: '#6b4a33',
  bronze: '#8c6a43',
  beige: '#d8c8a8',
}

/** Blends a #rrggbb colour towards another by t (0..1). */
export function mix(hex: string, toward: string, t: number): string {
  const a = parseInt(hex.slice(1), 16)
  const b = parseInt(toward.slice(1), 16)
  const channel = (shift: number) => Math.round(((a >> shift) & 255) * (1 - t) + ((b >> shift) & 255) * t)
  return `#${((1 << 24) | (channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).slice(1)}`
}

const num = (value: number) => String(Math.round(value * 10) / 10)

/** A point with an optional corner radius. */
export type Pt = readonly [x: number, y: number, radius?: number]

/** Each corner of a closed outline: where its rounding starts (a) and ends (b) around the point, by its radius. */
export function roundedCorners(
  points: readonly Pt[],
): Array<{ a: readonly [number, number]; corner: readonly [number, number]; b: readonly [number, number]; radius: number }> {
  const n = points.length
  return points.map((point, i) => {
    const [x0, y0] = points[(i - 1 + n) % n]!
    const [x1, y1, radius = 0] = point
    const [x2, y2] = points[(i + 1) % n]!
    const d1 = Math.hypot(x0 - x1, y0 - y1) || 1
    const d2 = Math.hypot(x2 - x1, y2 - y1) || 1
    const r1 = Math.min(radius, d1 / 2)
    const r2 = Math.min(radius, d2 / 2)
    return {
      a: [x1 + ((x0 - x1) * r1) / d1, y1 + ((y0 - y1) * r1) / d1],
      corner: [x1, y1],
      b: [x1 + ((x2 - x1) * r2) / d2, y1 + ((y2 - y1) * r2) / d2],
      radius,
    }
  })
}

/** A closed path through the points, each corner rounded by its radius. */
export function smooth(points: readonly Pt[]): string {
  let d = ''
  roundedCorners(points).forEach(({ a, corner, b, radius }, i) => {
    d += `${i === 0 ? 'M' : 'L'}${num(a[0])} ${num(a[1])}`
    if (radius > 0) d += `Q${num(corner[0])} ${num(corner[1])} ${num(b[0])} ${num(b[1])}`
  })
  return `${d}Z`
}

/** Mirrors points drawn for the left half of a symmetric face onto the right, for front and rear views. */
export function symmetric(left: readonly Pt[]): Pt[] {
  return [...left, ...[...left].reverse().map(([x, y, r]) => [600 - x, y, r] as Pt)]
}

export const rect = (x: number, y: number, width: number, height: number, fill: string, extra = '') =>
  `<rect x="${num(x)}" y="${num(y)}" width="${num(width)}" height="${num(height)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`
export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`
export const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = '') =>
  `<path d="M${num(x1)} ${num(y1)}L${num(x2)} ${num(y2)}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" fill="none"${extra ? ` ${extra}` : ''}/>`

export const OUTLINE = '#26292d'
export const TYRE = '#1b1c1f'
export const GLASS = 'url(#glass)'
export const CHROME = '#c9ced4'

/** Cabin colours shared by the interior close-ups and the interior panorama. */
export const TRIM = '#2a2d31'
export const SEAT = '#34383e'
export const SEAT_PANEL = '#454a51'
/** The sky seen through a windscreen, url(#sky) once it is in <defs>. */
export const SKY_GRADIENT =
  '<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bcd7ee"/><stop offset="1" stop-color="#eef4f8"/></linearGradient>'

/** Paint and glass gradients every drawing uses: url(#paint), url(#glass). */
export function paintDefs(paint: string): string {
  return `<linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(paint, '#ffffff', 0.28)}"/><stop offset="0.45" stop-color="${paint}"/><stop offset="1" stop-color="${mix(paint, '#000000', 0.3)}"/></linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#53657a"/><stop offset="0.45" stop-color="#2b3744"/><stop offset="0.55" stop-color="#6d8094"/><stop offset="0.62" stop-color="#2b3744"/><stop offset="1" stop-color="#1d252e"/></linearGradient>
<linearGradient id="rim" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e3e6ea"/><stop offset="1" stop-color="#8d949c"/></linearGradient>
<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.38"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`
}

/** A wheel seen from the side: tyre, alloy with spokes, hub. */
export function wheel(cx: number, cy: number, r: number, spokes = 5): string {
  let out = circle(cx, cy, r, TYRE) + circle(cx, cy, r * 0.66, 'url(#rim)') + circle(cx, cy, r * 0.5, '#3a3e44')
  for (let i = 0; i < spokes; i++) {
    const angle = (i / spokes) * Math.PI * 2 - Math.PI / 2
    out += line(cx, cy, cx + Math.cos(angle) * r * 0.6, cy + Math.sin(angle) * r * 0.6, '#d5d9de', Math.max(3, r * 0.13))
  }
  return out + circle(cx, cy, r * 0.13, '#9aa1a9', `stroke="${OUTLINE}" stroke-width="1.5"`)
}

/** A soft shadow on the studio floor. */
export const floorShadow = (cx: number, rx: number) => `<ellipse cx="${cx}" cy="${GROUND + 2}" rx="${rx}" ry="16" fill="url(#shadow)"/>`
