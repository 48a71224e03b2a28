import { CHROME, circle, GLASS, line, OUTLINE, path, rect, SEAT, SEAT_PANEL, SKY_GRADIENT, smooth, TRIM } from './svg'

/**
 * The demo stock's interior panorama: the whole cabin seen from between the front seats, 360° laid
 * out across 1800x400 (straight ahead in the middle, the rear seats at both ends, which meet when
 * the viewer wraps around). Right-hand drive: the steering wheel is right of the middle. The bonnet
 * through the windscreen and the stitching are in the car's colour.
 */
export const PANORAMA_WIDTH = 1800
export const PANORAMA_HEIGHT = 400

const DASH = '#1f2225'
const LINING = '#d8d5cf'

/** Where things are, as fractions of the panorama's width and height (hotspots point at them). */
export const PANORAMA_ANCHORS = {
  touchscreen: { x: 0.5, y: 0.6 },
  climate: { x: 0.5, y: 0.72 },
  console: { x: 0.5, y: 0.86 },
  'steering-wheel': { x: 0.589, y: 0.76 },
  'head-up': { x: 0.589, y: 0.5 },
  'start-button': { x: 0.64, y: 0.64 },
  'driver-seat': { x: 0.76, y: 0.74 },
  'door-speaker': { x: 0.21, y: 0.86 },
  roof: { x: 0.5, y: 0.05 },
  'rear-seats': { x: 0.045, y: 0.7 },
} as const

export type PanoramaAnchor = keyof typeof PANORAMA_ANCHORS

/** A front seat seen from the side: cushion, back and headrest, stitching in the car's colour. */
function frontSeat(x: number, facing: 1 | -1, paint: string): string {
  const f = (dx: number) => x + facing * dx
  let out = path(
    smooth([
      [f(-90), 400, 6],
      [f(-96), 300, 16],
      [f(60), 296, 16],
      [f(70), 400, 6],
    ]),
    SEAT,
  )
  out += path(
    smooth([
      [f(-100), 310, 10],
      [f(-110), 190, 24],
      [f(-60), 186, 24],
      [f(-50), 312, 10],
    ]),
    SEAT_PANEL,
  )
  out += path(
    smooth([
      [f(-104), 182, 14],
      [f(-100), 140, 16],
      [f(-62), 140, 16],
      [f(-60), 182, 14],
    ]),
    SEAT,
  )
  return (
    out +
    line(f(-80), 200, f(-76), 300, paint, 2, 'stroke-dasharray="5 4" opacity="0.85"') +
    line(f(-80), 330, f(50), 326, paint, 2, 'stroke-dasharray="5 4" opacity="0.85"')
  )
}

/** The rear bench and its window, centred on x (drawn at both ends of the panorama). */
function rearBench(x: number, paint: string): string {
  let out = rect(x - 150, 70, 300, 100, GLASS, `rx="12" stroke="${TRIM}" stroke-width="10"`)
  out += path(
    smooth([
      [x - 230, 400, 6],
      [x - 236, 200, 24],
      [x + 236, 200, 24],
      [x + 230, 400, 6],
    ]),
    SEAT,
  )
  for (const dx of [-150, 0, 150]) out += rect(x + dx - 40, 160, 80, 44, SEAT_PANEL, 'rx="14"')
  out += [-75, 75].map((dx) => line(x + dx, 214, x + dx, 330, '#24272b', 3)).join('')
  return out + line(x - 220, 338, x + 220, 338, paint, 2, 'stroke-dasharray="5 4" opacity="0.85"')
}

/** A door from inside: window, armrest, handle, speaker grille. */
function door(x: number, paint: string): string {
  let out = rect(x - 120, 60, 240, 130, GLASS, `rx="10" stroke="${TRIM}" stroke-width="8"`)
  out += path(
    smooth([
      [x - 130, 400, 4],
      [x - 130, 196, 10],
      [x + 130, 196, 10],
      [x + 130, 400, 4],
    ]),
    TRIM,
  )
  out += rect(x - 110, 250, 220, 22, '#3b3f45', 'rx="8"') + rect(x - 20, 224, 40, 12, CHROME, 'rx="5"') + rect(x - 126, 200, 252, 6, paint, 'opacity="0.9"')
  out += circle(x - 70, 340, 34, '#1b1d20', `stroke="${CHROME}" stroke-width="3"`)
  for (let i = 0; i < 4; i++) out += circle(x - 70, 340, 8 + i * 7, 'none', 'stroke="#30343a" stroke-width="2"')
  return out
}

/** The dashboard: touchscreen, vents, climate controls, instrument cluster, steering wheel, console. */
function dashboard(paint: string): string {
  let out = path('M470 230 Q900 150 1330 230 L1330 330 L470 330 Z', DASH)
  out += rect(840, 200, 120, 76, '#101317', `rx="8" stroke="#555b63" stroke-width="2"`) + rect(848, 208, 104, 60, '#1f4b7a', 'rx="4"')
  const tiles = ['#5fb0e8', '#7dd17a', '#f2c14e', '#e57373', '#b39ddb', '#80cbc4']
  for (let i = 0; i < 6; i++) out += rect(856 + (i % 3) * 32, 214 + Math.floor(i / 3) * 26, 24, 18, tiles[i]!, 'rx="3"')
  out += [620, 780, 1020, 1180].map((x) => rect(x - 26, 236, 52, 16, '#121416', 'rx="5"')).join('')
  out +=
    rect(850, 280, 100, 20, '#121416', 'rx="6"') + [870, 900, 930].map((x) => circle(x, 290, 6, '#3a3e44', `stroke="${CHROME}" stroke-width="1.5"`)).join('')
  out +=
    rect(1000, 208, 120, 44, '#101317', 'rx="18"') +
    circle(1034, 230, 15, 'none', 'stroke="#7fd3ff" stroke-width="3"') +
    circle(1086, 230, 15, 'none', 'stroke="#7fd3ff" stroke-width="3"')
  out += circle(1152, 256, 10, '#c62828', `stroke="${CHROME}" stroke-width="2"`)
  out += path('M850 330 L950 330 L980 400 L820 400 Z', '#1d1f22') + rect(880, 332, 40, 30, '#2f3338', 'rx="6"') + rect(886, 368, 28, 22, '#0f1113', 'rx="4"')
  out +=
    circle(1060, 304, 70, 'none', 'stroke="#16181b" stroke-width="16"') +
    path('M996 310 L1060 292 L1124 310 L1060 332 Z', '#1d1f22') +
    circle(1060, 306, 18, '#23262a', `stroke="${CHROME}" stroke-width="3"`)
  return out + rect(470, 322, 860, 8, paint, 'opacity="0.85"')
}

/** The whole panorama body (no studio: images.ts wraps it in the 1800x400 document). */
export function carPanorama(paint: string): string {
  let out = `<defs>${SKY_GRADIENT}</defs>${rect(0, 0, PANORAMA_WIDTH, PANORAMA_HEIGHT, LINING)}`
  // Windscreen: sky, hills, the bonnet in the car's colour.
  out += rect(520, 40, 760, 200, 'url(#sky)') + path('M520 170 Q700 140 900 160 T1280 150 L1280 240 L520 240 Z', '#9fb59a')
  out += path('M540 232 Q900 140 1260 232 L1260 250 L540 250 Z', 'url(#paint)', `stroke="${OUTLINE}" stroke-opacity="0.5"`)
  out +=
    path('M500 40 L540 40 L600 240 L520 250 Z', TRIM) +
    path('M1300 40 L1260 40 L1200 240 L1280 250 Z', TRIM) +
    rect(0, 0, PANORAMA_WIDTH, 40, LINING) +
    rect(870, 40, 60, 26, '#1d1f22', 'rx="6"')
  out += line(0, 40, PANORAMA_WIDTH, 40, '#bdb9b2', 2)
  out += dashboard(paint)
  out += door(380, paint) + door(1420, paint)
  out += frontSeat(560, 1, paint) + frontSeat(1240, -1, paint)
  out += path('M250 60 L280 60 L280 400 L250 400 Z', TRIM) + path('M1520 60 L1550 60 L1550 400 L1520 400 Z', TRIM)
  return out + rearBench(0, paint) + rearBench(PANORAMA_WIDTH, paint)
}
