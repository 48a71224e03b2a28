import type { BodyKind } from './catalogue'
import { CHROME, circle, floorShadow, GLASS, GROUND, line, mix, OUTLINE, path, rect, smooth, symmetric, TYRE, wheel, type Pt } from './svg'

/**
 * Exterior drawings of the demo stock: a side profile (front to the right), a front and a rear view
 * of each car body, the caravan and the motorcycle. Painted parts use url(#paint).
 */
export type CarKind = Exclude<BodyKind, 'caravan' | 'motorcycle'>

export interface Profile {
  body: Pt[]
  glass: Pt[]
  /** Pillars across the glass (x at the beltline). */
  pillars: number[]
  doors: number[]
  wheels: [rear: number, front: number]
  r: number
  head: [x: number, y: number]
  tail: [x: number, y: number]
  extra?: string
}

export const SILL = GROUND - 26

/** Side profiles (front to the right); the 360° spin frames extrude them into 3D (drawings-spin.ts). */
export const PROFILES: Record<CarKind, Profile> = {
  sedan: {
    body: [
      [62, SILL, 10],
      [56, 242, 14],
      [66, 214, 12],
      [150, 203, 30],
      [222, 158, 42],
      [340, 151, 34],
      [410, 200, 22],
      [528, 213, 20],
      [550, 240, 16],
      [546, SILL, 10],
    ],
    glass: [
      [172, 202, 4],
      [226, 166, 28],
      [336, 159, 22],
      [398, 202, 4],
    ],
    pillars: [292],
    doors: [200, 292, 404],
    wheels: [158, 452],
    r: 37,
    head: [528, 222],
    tail: [62, 222],
  },
  hatch: {
    body: [
      [96, SILL, 10],
      [90, 236, 12],
      [98, 178, 22],
      [140, 150, 34],
      [336, 148, 34],
      [406, 199, 22],
      [514, 212, 20],
      [536, 238, 16],
      [532, SILL, 10],
    ],
    glass: [
      [122, 199, 4],
      [146, 160, 22],
      [332, 156, 22],
      [394, 200, 4],
    ],
    pillars: [170, 286],
    doors: [286, 400],
    wheels: [178, 450],
    r: 36,
    head: [514, 221],
    tail: [94, 200],
  },
  wagon: {
    body: [
      [60, SILL, 10],
      [54, 240, 14],
      [62, 172, 22],
      [104, 152, 30],
      [346, 149, 34],
      [414, 200, 22],
      [530, 213, 20],
      [552, 240, 16],
      [548, SILL, 10],
    ],
    glass: [
      [86, 200, 4],
      [102, 161, 22],
      [342, 157, 22],
      [402, 201, 4],
    ],
    pillars: [160, 292],
    doors: [292, 408],
    wheels: [156, 456],
    r: 37,
    head: [530, 222],
    tail: [60, 204],
  },
  suv: {
    body: [
      [56, SILL + 4, 10],
      [50, 232, 14],
      [58, 152, 24],
      [100, 130, 30],
      [384, 126, 34],
      [450, 190, 22],
      [540, 203, 22],
      [560, 232, 16],
      [556, SILL + 4, 10],
    ],
    glass: [
      [78, 188, 4],
      [94, 140, 20],
      [378, 135, 22],
      [436, 189, 4],
    ],
    pillars: [150, 292],
    doors: [292, 444],
    wheels: [152, 460],
    r: 43,
    head: [540, 213],
    tail: [56, 196],
    extra: line(110, 123, 360, 120, '#2f3338', 5),
  },
  ute: {
    body: [
      [48, SILL + 4, 10],
      [44, 204, 8],
      [230, 204, 4],
      [236, 142, 18],
      [266, 127, 26],
      [384, 125, 30],
      [450, 190, 22],
      [540, 203, 22],
      [560, 232, 16],
      [556, SILL + 4, 10],
    ],
    glass: [
      [250, 189, 4],
      [256, 140, 16],
      [378, 134, 20],
      [436, 189, 4],
    ],
    pillars: [326],
    doors: [236, 326, 444],
    wheels: [140, 462],
    r: 43,
    head: [540, 213],
    tail: [46, 216],
    extra: path(
      smooth([
        [54, 212, 3],
        [222, 212, 3],
        [222, 262, 3],
        [54, 262, 3],
      ]),
      'none',
      `stroke="${OUTLINE}" stroke-opacity="0.35" stroke-width="2"`,
    ),
  },
  van: {
    body: [
      [56, SILL + 4, 10],
      [50, 122, 18],
      [70, 100, 20],
      [422, 98, 30],
      [476, 152, 40],
      [534, 200, 22],
      [556, 216, 16],
      [560, 244, 12],
      [556, SILL + 4, 10],
    ],
    glass: [
      [420, 196, 4],
      [420, 114, 8],
      [456, 130, 20],
      [506, 196, 4],
    ],
    pillars: [],
    doors: [200, 330, 420],
    wheels: [142, 468],
    r: 40,
    head: [546, 222],
    tail: [54, 150],
    extra: path(
      smooth([
        [330, 118, 6],
        [404, 118, 6],
        [404, 176, 6],
        [330, 176, 6],
      ]),
      GLASS,
    ),
  },
  coupe: {
    body: [
      [66, SILL, 10],
      [60, 242, 12],
      [72, 216, 12],
      [168, 206, 36],
      [262, 160, 44],
      [352, 152, 34],
      [424, 201, 22],
      [532, 214, 20],
      [552, 240, 16],
      [548, SILL, 10],
    ],
    glass: [
      [206, 204, 4],
      [264, 166, 30],
      [348, 159, 22],
      [410, 203, 4],
    ],
    pillars: [],
    doors: [210, 404],
    wheels: [162, 458],
    r: 37,
    head: [532, 223],
    tail: [64, 222],
  },
  convertible: {
    body: [
      [70, SILL, 10],
      [64, 240, 12],
      [78, 212, 14],
      [384, 206, 10],
      [530, 214, 20],
      [550, 238, 16],
      [546, SILL, 10],
    ],
    glass: [
      [356, 206, 2],
      [362, 160, 4],
      [372, 158, 4],
      [404, 206, 2],
    ],
    pillars: [],
    doors: [236, 396],
    wheels: [160, 452],
    r: 35,
    head: [530, 222],
    tail: [68, 220],
    extra:
      path(
        smooth([
          [252, 207, 4],
          [256, 176, 8],
          [280, 176, 8],
          [278, 207, 4],
        ]),
        '#24272b',
      ) +
      path(
        smooth([
          [306, 207, 4],
          [310, 178, 8],
          [334, 178, 8],
          [330, 207, 4],
        ]),
        '#24272b',
      ),
  },
}

/** Side profile of a car body, front to the right. */
export function carSide(kind: CarKind): string {
  const p = PROFILES[kind]
  const body = smooth(p.body)
  const beltline = Math.max(...p.glass.map((point) => point[1]))
  const top = Math.min(...p.glass.map((point) => point[1]))
  let out = floorShadow(305, 265) + `<clipPath id="body"><path d="${body}"/></clipPath><clipPath id="dlo"><path d="${smooth(p.glass)}"/></clipPath>`
  out += path(body, 'url(#paint)', `stroke="${OUTLINE}" stroke-width="2.5" stroke-linejoin="round"`)
  out += `<g clip-path="url(#body)">${p.wheels.map((x) => circle(x, GROUND - p.r, p.r + 8, '#15171a')).join('')}${rect(0, SILL - 16, 600, 3, '#000', 'opacity="0.18"')}</g>`
  out += path(smooth(p.glass), GLASS, `stroke="${OUTLINE}" stroke-width="1.5"`)
  out += `<g clip-path="url(#dlo)">${p.pillars.map((x) => rect(x - 5, top - 10, 10, beltline - top + 12, 'url(#paint)')).join('')}</g>`
  out += p.doors.map((x) => line(x, beltline + 2, x - 4, SILL - 18, OUTLINE, 1.5, 'opacity="0.45"')).join('')
  out += p.doors
    .slice(0, -1)
    .map((x) => rect(x + 14, beltline + 14, 22, 5, mix('#888888', '#ffffff', 0.4), 'rx="2.5"'))
    .join('')
  out += path(
    `M${p.head[0] - 24} ${p.head[1]}L${p.head[0] + 12} ${p.head[1] - 3}Q${p.head[0] + 20} ${p.head[1] + 3} ${p.head[0] + 12} ${p.head[1] + 9}L${p.head[0] - 20} ${p.head[1] + 8}Z`,
    '#f6f1dc',
    `stroke="${OUTLINE}" stroke-width="1.5"`,
  )
  out += rect(p.tail[0], p.tail[1], 16, 12, '#b0161f', `rx="3" stroke="${OUTLINE}" stroke-width="1.2"`)
  if (p.pillars.length || kind === 'coupe')
    out += path(`M${p.glass.at(-1)![0] - 4} ${beltline - 2}l10 -12l12 3l-4 10z`, 'url(#paint)', `stroke="${OUTLINE}" stroke-width="1.2"`)
  return out + (p.extra ?? '') + p.wheels.map((x) => wheel(x, GROUND - p.r, p.r)).join('')
}

export interface Face {
  hw: number
  bodyTop: number
  roofTop: number
  roofHw: number
  beltHw: number
  open?: boolean
}

export const FACES: Record<CarKind, Face> = {
  sedan: { hw: 182, bodyTop: 206, roofTop: 130, roofHw: 110, beltHw: 160 },
  hatch: { hw: 172, bodyTop: 200, roofTop: 122, roofHw: 112, beltHw: 152 },
  wagon: { hw: 180, bodyTop: 204, roofTop: 124, roofHw: 114, beltHw: 158 },
  coupe: { hw: 188, bodyTop: 214, roofTop: 142, roofHw: 100, beltHw: 152 },
  convertible: { hw: 182, bodyTop: 214, roofTop: 158, roofHw: 130, beltHw: 150, open: true },
  suv: { hw: 192, bodyTop: 190, roofTop: 100, roofHw: 130, beltHw: 168 },
  ute: { hw: 198, bodyTop: 186, roofTop: 94, roofHw: 132, beltHw: 170 },
  van: { hw: 186, bodyTop: 168, roofTop: 70, roofHw: 162, beltHw: 176 },
}

/** A car from the front or the rear: lights, grille or tailgate, plate, tyres. */
export function carFace(kind: CarKind, view: 'front' | 'rear'): string {
  const f = FACES[kind]
  const base = GROUND - 14
  const h = base - f.bodyTop
  let out = floorShadow(300, f.hw + 40)
  for (const side of [-1, 1]) out += rect(300 + side * (f.hw - 48) - 24, GROUND - 50, 48, 50, TYRE, 'rx="8"')
  const house = symmetric([
    [300 - f.beltHw, f.bodyTop + 6, 6],
    [300 - f.roofHw, f.roofTop, 16],
  ])
  if (!f.open) out += path(smooth(house), 'url(#paint)', `stroke="${OUTLINE}" stroke-width="2.5" stroke-linejoin="round"`)
  const inset = view === 'front' ? 10 : 22
  const glass = symmetric([
    [300 - f.beltHw + inset, f.bodyTop + 2, 4],
    [300 - f.roofHw + inset * 0.7, f.roofTop + (f.open ? 0 : inset), 10],
  ])
  out += path(smooth(glass), GLASS, `stroke="${OUTLINE}" stroke-width="1.5"`)
  for (const side of [-1, 1])
    out += path(
      smooth([
        [300 + side * (f.beltHw - 6), f.bodyTop - 2, 4],
        [300 + side * (f.beltHw + 26), f.bodyTop - 14, 6],
        [300 + side * (f.beltHw + 28), f.bodyTop + 4, 4],
        [300 + side * (f.beltHw - 2), f.bodyTop + 10, 4],
      ]),
      'url(#paint)',
      `stroke="${OUTLINE}" stroke-width="1.5"`,
    )
  out += path(
    smooth(
      symmetric([
        [300 - f.hw + 12, base, 10],
        [300 - f.hw, f.bodyTop + 44, 18],
        [300 - f.hw + 30, f.bodyTop, 20],
      ]),
    ),
    'url(#paint)',
    `stroke="${OUTLINE}" stroke-width="2.5" stroke-linejoin="round"`,
  )
  const lightTop = f.bodyTop + h * 0.16
  const light = view === 'front' ? '#f7f3e3' : '#b3121d'
  for (const side of [-1, 1]) {
    const outer = 300 + side * (f.hw - 22)
    const inner = 300 + side * (f.hw - (view === 'front' ? 92 : 78))
    out += path(
      smooth([
        [outer, lightTop, 6],
        [inner, lightTop + 4, 6],
        [inner, lightTop + h * 0.2, 6],
        [outer, lightTop + h * 0.26, 6],
      ]),
      light,
      `stroke="${OUTLINE}" stroke-width="1.5"`,
    )
    if (view === 'front') out += line(outer - side * 8, lightTop + h * 0.22, inner + side * 6, lightTop + h * 0.19, '#ffffff', 2.5)
  }
  if (view === 'front') {
    const gw = f.hw * 0.42
    out += path(
      smooth([
        [300 - gw, lightTop + 2, 10],
        [300 + gw, lightTop + 2, 10],
        [300 + gw * 0.9, lightTop + h * 0.34, 10],
        [300 - gw * 0.9, lightTop + h * 0.34, 10],
      ]),
      '#202327',
      `stroke="${OUTLINE}" stroke-width="1.5"`,
    )
    for (let i = 1; i < 4; i++) out += line(300 - gw * 0.85, lightTop + (h * 0.34 * i) / 4, 300 + gw * 0.85, lightTop + (h * 0.34 * i) / 4, '#4a4f56', 2)
    out += circle(300, lightTop + h * 0.17, 9, CHROME, `stroke="${OUTLINE}" stroke-width="1.2"`)
    out += rect(300 - f.hw * 0.5, base - h * 0.15, f.hw, h * 0.1, '#23262a', 'rx="5"')
    out += rect(266, base - h * 0.38, 68, 18, '#f7f7f2', `rx="3" stroke="${OUTLINE}" stroke-width="1.2"`)
  } else {
    if (kind === 'ute' || kind === 'van') out += line(300, f.bodyTop + 8, 300, base - h * 0.3, OUTLINE, 1.5, 'opacity="0.5"')
    out += rect(300 - f.hw * 0.72, base - h * 0.2, f.hw * 1.44, h * 0.12, '#2a2d31', 'rx="5"')
    out += circle(300 - f.hw * 0.55, base - h * 0.08, 6, '#3c4046', `stroke="${CHROME}" stroke-width="2"`)
    out += rect(262, base - h * 0.46, 76, 22, '#f7f7f2', `rx="3" stroke="${OUTLINE}" stroke-width="1.2"`)
  }
  return out
}

/** A caravan from the side, drawbar to the right, with windows, door, awning rail and decals. */
export function caravanSide(accent: string): string {
  const body = smooth([
    [92, 284, 6],
    [88, 118, 18],
    [112, 96, 22],
    [488, 96, 26],
    [530, 132, 24],
    [534, 284, 6],
  ])
  let out = floorShadow(310, 255) + path(body, 'url(#paint)', `stroke="${OUTLINE}" stroke-width="2.5"`)
  out += `<clipPath id="van"><path d="${body}"/></clipPath><g clip-path="url(#van)">${path('M80 250 C 220 232 320 270 540 226 L540 290 L80 290 Z', accent, 'opacity="0.9"')}${rect(80, 200, 470, 6, accent, 'opacity="0.7"')}</g>`
  out += line(100, 112, 520, 112, '#8a9098', 4)
  out += [
    [128, 136, 100],
    [392, 136, 96],
  ]
    .map(([x, y, w]) => rect(x!, y!, w!, 56, GLASS, `rx="8" stroke="${OUTLINE}" stroke-width="2"`))
    .join('')
  out +=
    rect(286, 124, 56, 152, '#f8f8f6', `rx="6" stroke="${OUTLINE}" stroke-width="2"`) + rect(298, 140, 32, 40, GLASS, 'rx="4"') + circle(332, 210, 4, '#555')
  out += rect(88, 284, 450, 10, '#2b2e33') + line(534, 292, 588, 296, '#2b2e33', 7) + circle(590, 296, 7, CHROME, `stroke="${OUTLINE}" stroke-width="1.5"`)
  out += line(566, 294, 566, 318, '#40444a', 5) + circle(566, 320, 8, TYRE)
  return out + wheel(282, 282, 30) + wheel(346, 282, 30)
}

/** A caravan from the front (drawbar, gas bottles, stone guard) or the rear (lights, spare wheel). */
export function caravanFace(view: 'front' | 'rear', accent: string): string {
  let out = floorShadow(300, 210) + rect(132, GROUND - 40, 40, 40, TYRE, 'rx="8"') + rect(428, GROUND - 40, 40, 40, TYRE, 'rx="8"')
  out += path(
    smooth([
      [120, 282, 6],
      [118, 98, 26],
      [482, 98, 26],
      [480, 282, 6],
    ]),
    'url(#paint)',
    `stroke="${OUTLINE}" stroke-width="2.5"`,
  )
  out += rect(120, 236, 360, 26, accent, 'opacity="0.9"')
  if (view === 'front') {
    out += rect(170, 132, 260, 70, GLASS, `rx="10" stroke="${OUTLINE}" stroke-width="2"`)
    for (let x = 182; x < 430; x += 16) out += line(x, 134, x, 200, '#11151a', 2, 'opacity="0.5"')
    out += path('M170 284 L300 356 L430 284', 'none', `stroke="#2b2e33" stroke-width="10" stroke-linejoin="round"`) + circle(300, 358, 10, CHROME)
    out +=
      rect(262, 262, 32, 50, CHROME, `rx="12" stroke="${OUTLINE}" stroke-width="1.5"`) +
      rect(306, 262, 32, 50, CHROME, `rx="12" stroke="${OUTLINE}" stroke-width="1.5"`)
  } else {
    out += rect(200, 130, 200, 56, GLASS, `rx="8" stroke="${OUTLINE}" stroke-width="2"`)
    out += wheel(300, 218, 34) + rect(136, 200, 14, 50, '#b3121d', 'rx="4"') + rect(450, 200, 14, 50, '#b3121d', 'rx="4"')
    out += rect(118, 280, 364, 14, '#2b2e33', 'rx="3"') + rect(266, 256, 68, 20, '#f7f7f2', `rx="3" stroke="${OUTLINE}" stroke-width="1.2"`)
  }
  return out
}

/** A motorcycle from the side, front to the right. */
export function motorcycleSide(): string {
  let out = floorShadow(300, 200)
  out += line(168, 258, 272, 238, '#3a3e44', 10) + line(430, 258, 392, 140, '#9aa1a9', 9)
  out += path(
    smooth([
      [236, 248, 6],
      [250, 196, 8],
      [338, 196, 8],
      [350, 246, 8],
      [300, 268, 8],
    ]),
    '#4a4f56',
    `stroke="${OUTLINE}" stroke-width="2"`,
  )
  out += line(246, 262, 150, 246, CHROME, 9)
  out += path(
    smooth([
      [150, 170, 8],
      [236, 160, 12],
      [268, 186, 6],
      [200, 196, 6],
    ]),
    'url(#paint)',
    `stroke="${OUTLINE}" stroke-width="2"`,
  )
  out += path(
    smooth([
      [196, 166, 6],
      [262, 160, 8],
      [276, 176, 6],
      [204, 182, 6],
    ]),
    '#202226',
  )
  out += path(
    smooth([
      [262, 172, 10],
      [282, 136, 22],
      [370, 132, 22],
      [388, 160, 12],
      [350, 196, 10],
      [280, 196, 8],
    ]),
    'url(#paint)',
    `stroke="${OUTLINE}" stroke-width="2.5"`,
  )
  out += line(372, 118, 404, 112, '#2b2e33', 6) + circle(414, 156, 14, '#f7f3e3', `stroke="${OUTLINE}" stroke-width="2"`)
  return out + wheel(168, 258, 52, 6) + wheel(430, 258, 52, 6)
}

/** A motorcycle from the front (headlight, forks, bars) or the rear (tail light, plate, exhaust). */
export function motorcycleFace(view: 'front' | 'rear'): string {
  let out = floorShadow(300, 90) + rect(284, 200, 32, 112, TYRE, 'rx="12"')
  if (view === 'front') {
    out += line(282, 120, 282, 250, '#9aa1a9', 8) + line(318, 120, 318, 250, '#9aa1a9', 8)
    out += path(
      smooth([
        [250, 108, 12],
        [350, 108, 12],
        [336, 196, 16],
        [264, 196, 16],
      ]),
      'url(#paint)',
      `stroke="${OUTLINE}" stroke-width="2.5"`,
    )
    out += circle(300, 156, 24, '#f7f3e3', `stroke="${OUTLINE}" stroke-width="2"`) + line(200, 112, 400, 112, '#2b2e33', 7)
    out +=
      line(200, 112, 182, 84, '#2b2e33', 3) +
      line(400, 112, 418, 84, '#2b2e33', 3) +
      rect(168, 70, 28, 16, '#2b2e33', 'rx="6"') +
      rect(404, 70, 28, 16, '#2b2e33', 'rx="6"')
  } else {
    out += path(
      smooth([
        [240, 120, 16],
        [360, 120, 16],
        [346, 214, 14],
        [254, 214, 14],
      ]),
      'url(#paint)',
      `stroke="${OUTLINE}" stroke-width="2.5"`,
    )
    out += rect(268, 150, 64, 16, '#b3121d', 'rx="6"') + rect(270, 214, 60, 34, '#f7f7f2', `rx="3" stroke="${OUTLINE}" stroke-width="1.2"`)
    out += rect(330, 238, 70, 22, CHROME, `rx="10" stroke="${OUTLINE}" stroke-width="1.5"`)
  }
  return out
}
