import { carShape, type CarShape } from '@/domain/models'

/** Each side view, front to the right: the painted body and its dark parts (side windows, a tray), over wheels at x 60 and 186. */
const SHAPES: Record<CarShape, { body: string; dark: string }> = {
  sedan: {
    body: 'M8 74V58q2-9 17-11l46-5 30-21q6-4 15-4h49q10 0 18 7l22 19 18 4q11 3 11 12v15z',
    dark: 'M80 42l24-18h33v18zM145 42V24h22q7 0 11 5l13 13z',
  },
  // A short, steep tail behind the rear wheel.
  hatch: {
    body: 'M24 74V52q0-4 2-8l14-24q3-5 9-5h76q9 0 16 6l24 21 40 4q16 2 18 14v14z',
    dark: 'M40 42l10-18q2-3 6-3h22v21zM82 42V21h30v21zM116 42V21h18q4 0 7 3l19 18z',
  },
  // Tall, the roof running right back to an upright tailgate (SUVs and wagons).
  suv: {
    body: 'M8 74V36q0-8 6-14l6-8q3-3 8-3h118q8 0 14 6l21 23 30 4q20 3 22 14v16z',
    dark: 'M22 36V20q1-4 6-4h34v20zM66 36V16h38v20zM108 36V16h34q6 0 10 5l13 15z',
  },
  // A cab up front and an open tray behind it.
  ute: {
    body: 'M8 74V44h96V20q1-6 7-6h49q7 0 11 5l18 21 33 5q12 2 13 13v16z',
    dark: 'M112 38V20h30v18zM146 38V20h14q5 0 8 4l12 14zM12 44h88v3H12z',
  },
  // A tall box with a short nose (vans and people movers).
  van: {
    body: 'M8 74V16q0-8 8-8h150q10 0 16 8l26 30 16 4q10 3 10 12v12z',
    dark: 'M18 40V18h44v22zM68 40V18h50v22zM124 40V18h52q5 0 8 4l15 18z',
  },
}

/**
 * A car drawn in a colour: model pages have no photos yet (spec §3 Colour has photo_url, the seeds
 * do not), so the picker and the tiles show the paint on a side view of the model's body instead of
 * an empty frame. Labelled when it stands for the chosen colour, hidden from screen readers when it
 * is decoration.
 */
export function CarSilhouette({
  hex,
  body,
  label,
  className = 'car-silhouette',
}: {
  hex: string
  body: string | null | undefined
  label?: string
  className?: string
}) {
  const named = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const }
  const shape = carShape(body)
  return (
    <svg className={className} viewBox="0 0 240 100" focusable="false" data-body={shape} {...named}>
      <ellipse cx="120" cy="90" rx="112" ry="6" fill="#000" fillOpacity="0.12" />
      <path d={SHAPES[shape].body} fill={hex} stroke="#000" strokeOpacity="0.45" strokeWidth="1.5" />
      <path d={SHAPES[shape].dark} fill="#141c26" fillOpacity="0.78" />
      <circle cx="60" cy="76" r="15" fill="#1b1f24" />
      <circle cx="60" cy="76" r="6.5" fill="#aab2bd" />
      <circle cx="186" cy="76" r="15" fill="#1b1f24" />
      <circle cx="186" cy="76" r="6.5" fill="#aab2bd" />
    </svg>
  )
}
