import { CHROME, circle, GLASS, GROUND, line, OUTLINE, path, rect, SEAT, SEAT_PANEL, SKY_GRADIENT, smooth, TRIM, TYRE, wheel } from './svg'

/**
 * Close-up and inside drawings of the demo stock: a car's dashboard, seats, boot, wheel and
 * headlight; a caravan's dinette, bed and kitchen; a motorcycle's cockpit, wheel and tank. Each shows
 * the vehicle's colour somewhere (bonnet through the windscreen, door frame, upholstery...).
 */
const WOOD = '#c6a179'
const WALL = '#efe9df'

/** The dashboard from the back seat: right-hand drive, bonnet in the car's colour through the windscreen. */
export function carInterior(paint: string): string {
  let out = `<defs>${SKY_GRADIENT}</defs>${rect(0, 0, 600, 400, 'url(#sky)')}${path('M0 170 Q150 150 300 160 T600 150 L600 220 L0 220 Z', '#9fb59a')}`
  out += path('M30 214 Q300 120 570 214 L570 240 L30 240 Z', 'url(#paint)', `stroke="${OUTLINE}" stroke-opacity="0.5"`)
  out +=
    path('M0 0 L90 0 L150 210 L0 270 Z', TRIM) +
    path('M600 0 L510 0 L450 210 L600 270 Z', TRIM) +
    rect(0, 0, 600, 26, TRIM) +
    rect(266, 26, 68, 22, '#1d1f22', 'rx="6"')
  out += path('M0 230 Q300 170 600 230 L600 400 L0 400 Z', TRIM)
  out += rect(0, 262, 600, 8, paint, 'opacity="0.9"')
  out += rect(236, 204, 128, 74, '#101317', `rx="8" stroke="#555b63" stroke-width="2"`) + rect(246, 214, 108, 54, '#1f4b7a', 'rx="4"')
  for (let i = 0; i < 6; i++)
    out += rect(254 + (i % 3) * 34, 222 + Math.floor(i / 3) * 24, 24, 16, ['#5fb0e8', '#7dd17a', '#f2c14e', '#e57373', '#b39ddb', '#80cbc4'][i]!, 'rx="3"')
  out +=
    rect(392, 206, 112, 46, '#101317', 'rx="20"') +
    circle(424, 229, 16, 'none', 'stroke="#7fd3ff" stroke-width="3"') +
    circle(472, 229, 16, 'none', 'stroke="#7fd3ff" stroke-width="3"')
  out += [150, 190, 410, 450].map((x) => rect(x - 16, 236, 32, 14, '#16181b', 'rx="4"')).join('')
  out +=
    circle(448, 318, 84, 'none', 'stroke="#16181b" stroke-width="20"') +
    path('M372 326 L448 306 L524 326 L448 350 Z', '#1d1f22') +
    circle(448, 322, 20, '#23262a', `stroke="${CHROME}" stroke-width="3"`)
  out += path('M250 300 L350 300 L370 400 L230 400 Z', '#1d1f22') + rect(284, 318, 32, 48, '#2f3338', 'rx="10"')
  return (
    out +
    path(
      smooth([
        [40, 400, 4],
        [60, 330, 24],
        [190, 330, 24],
        [200, 400, 4],
      ]),
      SEAT,
    )
  )
}

/** The front and rear seats through the open rear door, the door frame in the car's colour. */
export function carSeats(paint: string): string {
  let out = rect(0, 0, 600, 400, 'url(#paint)') + rect(36, 30, 528, 330, '#1f2226', 'rx="40"')
  out += rect(36, 300, 528, 60, '#2b2e33', 'rx="20"') + rect(50, 352, 500, 8, CHROME, 'rx="4"')
  out +=
    path(
      smooth([
        [100, 300, 10],
        [112, 150, 30],
        [250, 140, 30],
        [262, 300, 10],
      ]),
      SEAT,
    ) +
    path(
      smooth([
        [90, 300, 12],
        [280, 296, 12],
        [280, 330, 10],
        [90, 332, 10],
      ]),
      SEAT_PANEL,
    )
  out +=
    path(
      smooth([
        [350, 300, 10],
        [372, 120, 30],
        [466, 126, 30],
        [470, 300, 10],
      ]),
      SEAT,
    ) +
    path(
      smooth([
        [380, 70, 16],
        [460, 74, 16],
        [456, 122, 10],
        [384, 118, 10],
      ]),
      SEAT,
    )
  out +=
    path(
      smooth([
        [380, 160, 8],
        [458, 164, 8],
        [456, 280, 8],
        [376, 280, 8],
      ]),
      SEAT_PANEL,
    ) + line(470, 110, 360, 290, '#15171a', 6)
  out += [140, 180, 220].map((x) => line(x, 160, x - 4, 290, '#2b2f34', 2)).join('')
  return out + rect(540, 40, 24, 280, paint, 'opacity="0.85"')
}

/** The boot with the tailgate up (a ute's tub with the tailgate down), body in the car's colour. */
export function carBoot(ute: boolean): string {
  let out =
    `<ellipse cx="300" cy="${GROUND + 2}" rx="230" ry="16" fill="url(#shadow)"/>` +
    rect(110, GROUND - 48, 50, 48, TYRE, 'rx="8"') +
    rect(440, GROUND - 48, 50, 48, TYRE, 'rx="8"')
  if (ute) {
    out +=
      path(
        smooth([
          [180, 70, 12],
          [420, 70, 12],
          [440, 150, 8],
          [160, 150, 8],
        ]),
        'url(#paint)',
        `stroke="${OUTLINE}" stroke-width="2"`,
      ) + rect(200, 84, 200, 50, GLASS, 'rx="6"')
    out += path(
      smooth([
        [108, 150, 10],
        [492, 150, 10],
        [496, 270, 8],
        [104, 270, 8],
      ]),
      'url(#paint)',
      `stroke="${OUTLINE}" stroke-width="2.5"`,
    )
    out += rect(128, 162, 344, 100, '#25282c', 'rx="6"')
    for (let x = 150; x < 460; x += 26) out += rect(x, 170, 10, 90, '#34383e', 'rx="3"')
    out += path(
      smooth([
        [104, 270, 6],
        [496, 270, 6],
        [520, 316, 6],
        [80, 316, 6],
      ]),
      'url(#paint)',
      `stroke="${OUTLINE}" stroke-width="2"`,
    )
    return out + rect(266, 278, 68, 20, '#f7f7f2', `rx="3" stroke="${OUTLINE}" stroke-width="1.2"`)
  }
  out += line(140, 150, 150, 110, '#30343a', 5) + line(460, 150, 450, 110, '#30343a', 5)
  out +=
    path(
      smooth([
        [150, 40, 14],
        [450, 40, 14],
        [470, 120, 8],
        [130, 120, 8],
      ]),
      'url(#paint)',
      `stroke="${OUTLINE}" stroke-width="2.5"`,
    ) + rect(180, 52, 240, 50, GLASS, 'rx="6"')
  out += path(
    smooth([
      [104, 296, 10],
      [100, 150, 18],
      [500, 150, 18],
      [496, 296, 10],
    ]),
    'url(#paint)',
    `stroke="${OUTLINE}" stroke-width="2.5"`,
  )
  out += path(
    smooth([
      [140, 270, 6],
      [150, 164, 10],
      [450, 164, 10],
      [460, 270, 6],
    ]),
    '#1c1e22',
  )
  out += path('M170 176 L430 176 L440 214 L160 214 Z', SEAT) + path('M150 270 L168 222 L432 222 L450 270 Z', '#55595f')
  out += rect(108, 170, 26, 16, '#b3121d', 'rx="4"') + rect(466, 170, 26, 16, '#b3121d', 'rx="4"')
  return out + rect(116, 276, 368, 14, '#2a2d31', 'rx="5"')
}

/** A wheel close-up under its arch: the body panel in the car's colour, brake disc behind the spokes. */
export function carWheel(spokes = 5): string {
  let out = rect(0, 0, 600, 310, 'url(#paint)') + circle(300, 300, 196, '#141619')
  out += circle(300, 296, 168, TYRE) + circle(300, 296, 150, 'none', 'stroke="#2c2f33" stroke-width="5"') + circle(300, 296, 112, '#1d1f22')
  out += circle(300, 296, 98, '#8b9096') + circle(300, 296, 44, '#5f646b') + rect(372, 222, 34, 76, '#b3121d', 'rx="10" transform="rotate(24 389 260)"')
  for (let i = 0; i < spokes; i++) {
    const a = (i / spokes) * Math.PI * 2 - Math.PI / 2
    const at = (angle: number, r: number) => [300 + Math.cos(angle) * r, 296 + Math.sin(angle) * r] as const
    out += path(
      smooth([
        [...at(a - 0.2, 30), 4],
        [...at(a - 0.1, 110), 4],
        [...at(a + 0.1, 110), 4],
        [...at(a + 0.2, 30), 4],
      ]),
      'url(#rim)',
      `stroke="${OUTLINE}" stroke-width="1.5"`,
    )
  }
  return (
    out +
    circle(300, 296, 112, 'none', 'stroke="url(#rim)" stroke-width="12"') +
    circle(300, 296, 32, 'url(#rim)', `stroke="${OUTLINE}" stroke-width="1.5"`) +
    circle(300, 296, 10, '#3a3e44')
  )
}

/** A headlight close-up on the front corner. */
export function carDetail(): string {
  let out = rect(0, 0, 600, 400, 'url(#paint)') + path('M0 300 Q300 250 600 320', 'none', `stroke="${OUTLINE}" stroke-opacity="0.4" stroke-width="3"`)
  out += path(
    smooth([
      [90, 110, 30],
      [520, 70, 40],
      [540, 200, 40],
      [120, 250, 40],
    ]),
    '#e9edf0',
    `stroke="${OUTLINE}" stroke-width="4"`,
  )
  out += circle(220, 180, 46, '#c9d2da', `stroke="#8e98a2" stroke-width="6"`) + circle(360, 160, 40, '#c9d2da', `stroke="#8e98a2" stroke-width="6"`)
  out += path('M120 232 Q320 190 520 150', 'none', 'stroke="#ffffff" stroke-width="10" stroke-linecap="round"')
  return out + path('M0 330 L260 300 L300 400 L0 400 Z', '#1f2226') + line(10, 336, 250, 308, CHROME, 5)
}

/** A caravan's dinette, the cushions in the van's colour. */
export function caravanInterior(paint: string): string {
  let out =
    rect(0, 0, 600, 400, WALL) +
    rect(0, 330, 600, 70, '#b79b7b') +
    rect(0, 0, 600, 70, WOOD) +
    [150, 300, 450].map((x) => line(x, 4, x, 66, '#9e7c57', 3)).join('')
  out +=
    rect(190, 100, 220, 84, GLASS, `rx="10" stroke="#d6d0c6" stroke-width="8"`) +
    [120, 136, 152, 168].map((y) => line(196, y, 404, y, '#f4efe6', 3, 'opacity="0.6"')).join('')
  out += path(
    smooth([
      [60, 330, 8],
      [60, 230, 16],
      [200, 230, 16],
      [200, 330, 8],
    ]),
    paint,
    `stroke="${OUTLINE}" stroke-opacity="0.4" stroke-width="2"`,
  )
  out += path(
    smooth([
      [400, 330, 8],
      [400, 230, 16],
      [540, 230, 16],
      [540, 330, 8],
    ]),
    paint,
    `stroke="${OUTLINE}" stroke-opacity="0.4" stroke-width="2"`,
  )
  out += path(
    smooth([
      [200, 270, 8],
      [200, 206, 16],
      [400, 206, 16],
      [400, 270, 8],
    ]),
    'url(#paint)',
    `stroke="${OUTLINE}" stroke-opacity="0.4" stroke-width="2"`,
  )
  return out + rect(210, 262, 180, 16, '#d8c3a5', `rx="4" stroke="${OUTLINE}" stroke-opacity="0.4"`) + rect(292, 278, 16, 52, '#a8acb2')
}

/** A caravan's island bed, the bedspread in the van's colour. */
export function caravanBed(paint: string): string {
  let out = rect(0, 0, 600, 400, WALL) + rect(0, 340, 600, 60, '#b79b7b') + rect(0, 30, 130, 310, WOOD) + rect(470, 30, 130, 310, WOOD)
  out += rect(200, 70, 200, 70, GLASS, `rx="10" stroke="#d6d0c6" stroke-width="8"`) + rect(130, 150, 340, 60, '#d9cbb5')
  out +=
    rect(140, 230, 320, 100, '#e9e4da', 'rx="10"') +
    path(
      smooth([
        [140, 262, 10],
        [460, 262, 10],
        [470, 340, 8],
        [130, 340, 8],
      ]),
      paint,
      `stroke="${OUTLINE}" stroke-opacity="0.35" stroke-width="2"`,
    )
  return (
    out +
    rect(170, 214, 120, 38, '#fbfaf7', 'rx="16"') +
    rect(310, 214, 120, 38, '#fbfaf7', 'rx="16"') +
    circle(110, 190, 5, '#8a6a48') +
    circle(490, 190, 5, '#8a6a48')
  )
}

/** A caravan's kitchen: bench, sink, cooktop, cupboard doors in the van's colour. */
export function caravanKitchen(paint: string): string {
  let out = rect(0, 0, 600, 400, WALL) + rect(0, 0, 600, 96, WOOD) + [120, 240, 360, 480].map((x) => line(x, 6, x, 90, '#9e7c57', 3)).join('')
  out += rect(60, 110, 120, 70, '#2a2d31', 'rx="6"') + rect(70, 120, 80, 50, '#111', 'rx="3"')
  for (let x = 200; x < 560; x += 30) for (let y = 140; y < 226; y += 30) out += rect(x, y, 28, 28, '#f7f5f0', 'stroke="#dcd6cc" stroke-width="1"')
  out +=
    rect(40, 226, 520, 18, '#d9d4cc', `stroke="${OUTLINE}" stroke-opacity="0.3"`) +
    rect(100, 222, 110, 10, '#a9afb6', 'rx="4"') +
    line(150, 226, 150, 190, CHROME, 5)
  out += rect(330, 216, 130, 14, '#1c1e21', 'rx="3"') + [360, 400, 440].map((x) => circle(x - 5, 223, 8, '#3a3e44')).join('')
  out += [40, 170, 300, 430]
    .map((x) => rect(x, 248, 126, 110, paint, `stroke="${OUTLINE}" stroke-opacity="0.35" stroke-width="2"`) + rect(x + 50, 262, 26, 5, CHROME, 'rx="2"'))
    .join('')
  return out + rect(0, 358, 600, 42, '#b79b7b')
}

/** A motorcycle's cockpit from the saddle: tank in its colour, bars, mirrors, TFT display. */
export function motorcycleDash(): string {
  let out = `<defs>${SKY_GRADIENT}</defs>${rect(0, 0, 600, 200, 'url(#sky)')}${path('M0 200 L600 200 L600 400 L0 400 Z', '#6f7378')}${path('M280 200 L320 200 L420 400 L180 400 Z', '#8a8e93')}`
  out += line(300, 210, 300, 400, '#f4f4f0', 6, 'stroke-dasharray="24 28"')
  out += line(70, 238, 530, 238, '#1f2226', 14) + rect(40, 226, 70, 26, '#111', 'rx="10"') + rect(490, 226, 70, 26, '#111', 'rx="10"')
  out +=
    line(150, 232, 120, 150, '#2b2e33', 5) +
    line(450, 232, 480, 150, '#2b2e33', 5) +
    rect(86, 124, 70, 36, '#2b2e33', 'rx="14"') +
    rect(444, 124, 70, 36, '#2b2e33', 'rx="14"')
  out +=
    rect(238, 160, 124, 74, '#101317', `rx="10" stroke="#555b63" stroke-width="3"`) +
    path('M258 214 A42 42 0 0 1 342 214', 'none', 'stroke="#5fb0e8" stroke-width="7"') +
    rect(286, 196, 28, 14, '#f2c14e', 'rx="3"')
  out += circle(248, 262, 18, CHROME, `stroke="${OUTLINE}" stroke-width="2"`) + circle(352, 262, 18, CHROME, `stroke="${OUTLINE}" stroke-width="2"`)
  return out + path('M190 400 Q200 300 300 286 Q400 300 410 400 Z', 'url(#paint)', `stroke="${OUTLINE}" stroke-width="3"`)
}

/** A motorcycle's front wheel: brake disc, forks, mudguard in its colour. */
export function motorcycleWheel(): string {
  let out = wheel(300, 240, 150, 6) + circle(300, 240, 70, 'none', 'stroke="#9aa1a9" stroke-width="14" stroke-dasharray="6 4"')
  out += rect(200, 0, 26, 220, '#9aa1a9', 'rx="8"') + rect(374, 0, 26, 220, '#9aa1a9', 'rx="8"')
  return out + path('M150 120 Q300 20 450 120 L432 140 Q300 56 168 140 Z', 'url(#paint)', `stroke="${OUTLINE}" stroke-width="2"`)
}

/** A motorcycle's fuel tank close-up with its badge. */
export function motorcycleDetail(): string {
  let out = path(
    smooth([
      [40, 330, 40],
      [90, 90, 80],
      [520, 70, 80],
      [580, 330, 40],
    ]),
    'url(#paint)',
    `stroke="${OUTLINE}" stroke-width="4"`,
  )
  out +=
    `<ellipse cx="310" cy="210" rx="90" ry="40" fill="${CHROME}" stroke="${OUTLINE}" stroke-width="3"/>` +
    path('M40 330 Q60 250 140 250 L160 400 L40 400 Z', '#1f2226')
  return out + circle(430, 120, 26, '#2b2e33', `stroke="${CHROME}" stroke-width="5"`)
}
