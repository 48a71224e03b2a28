import { COLOURS, type BodyKind, type ColourSlug } from './catalogue'

/**
 * The demo stock's photos, drawn rather than downloaded: a studio shot of each body kind in each
 * colour from each view, 600x400 (spec §9 slide size), as SVG that the /demo-stock route encodes.
 */
export const DEMO_IMAGE_VIEWS = ['side', 'front', 'rear', 'interior', 'boot', 'detail'] as const
export type DemoImageView = (typeof DEMO_IMAGE_VIEWS)[number]

const KINDS: readonly BodyKind[] = ['sedan', 'hatch', 'suv', 'ute', 'wagon', 'van', 'coupe', 'convertible', 'caravan', 'motorcycle']
const PAINT: Record<ColourSlug, string> = { white: '#f2f3f5', black: '#1d1f22', silver: '#b9bec5', grey: '#6c737c', blue: '#1f4f99', red: '#b3202a', green: '#2f6b3f', orange: '#e0701f', yellow: '#e8c22c', brown: '#6b4a33' }

export const demoImageUrl = (kind: BodyKind, colour: string, view: DemoImageView) => `/demo-stock/${kind}-${colour}-${view}.webp`

export interface DemoImageName {
  kind: BodyKind
  colour: ColourSlug
  view: DemoImageView
}

/** Reads `{kind}-{colour}-{view}.webp`; anything else is not a demo image. */
export function parseDemoImageName(file: string): DemoImageName | null {
  const match = /^([a-z]+)-([a-z]+)-([a-z]+)\.webp$/.exec(file)
  if (!match) return null
  const [, kind, colour, view] = match
  if (!KINDS.includes(kind as BodyKind) || !COLOURS.some(([, slug]) => slug === colour) || !DEMO_IMAGE_VIEWS.includes(view as DemoImageView)) return null
  return { kind: kind as BodyKind, colour: colour as ColourSlug, view: view as DemoImageView }
}

/** Side profiles on a 600x400 canvas: body outline, glass outline, wheel centres. */
const PROFILES: Record<BodyKind, { body: string; glass: string; wheels: number[]; wheel: number }> = {
  sedan: { body: 'M70 265 L95 222 L200 212 L255 165 L390 162 L455 212 L530 224 L545 265 Z', glass: 'M215 212 L262 172 L385 170 L435 212 Z', wheels: [165, 445], wheel: 34 },
  hatch: { body: 'M85 265 L105 220 L205 210 L262 160 L420 158 L470 212 L515 222 L520 265 Z', glass: 'M222 210 L268 168 L410 166 L450 210 Z', wheels: [170, 435], wheel: 34 },
  suv: { body: 'M70 270 L85 215 L190 205 L240 148 L450 145 L505 205 L540 215 L545 270 Z', glass: 'M205 205 L248 156 L440 154 L485 205 Z', wheels: [165, 450], wheel: 40 },
  ute: { body: 'M60 268 L75 218 L170 208 L215 152 L340 150 L365 205 L550 205 L555 268 Z', glass: 'M185 208 L222 160 L330 158 L350 206 Z', wheels: [150, 455], wheel: 40 },
  wagon: { body: 'M65 265 L88 220 L195 210 L250 162 L500 160 L525 215 L540 265 Z', glass: 'M210 210 L256 170 L490 168 L505 210 Z', wheels: [160, 450], wheel: 34 },
  van: { body: 'M70 275 L80 205 L140 135 L535 130 L545 275 Z', glass: 'M95 200 L145 142 L215 140 L215 200 Z', wheels: [165, 455], wheel: 36 },
  coupe: { body: 'M70 262 L100 225 L215 214 L290 170 L390 168 L470 215 L535 228 L545 262 Z', glass: 'M235 214 L296 177 L385 176 L440 214 Z', wheels: [165, 450], wheel: 33 },
  convertible: { body: 'M70 262 L100 225 L240 214 L265 190 L280 214 L470 215 L535 228 L545 262 Z', glass: 'M262 212 L272 195 L278 212 Z', wheels: [165, 450], wheel: 33 },
  caravan: { body: 'M120 280 L120 120 Q125 95 160 95 L520 95 Q545 95 545 120 L545 280 Z M40 268 L120 262 L120 272 L40 276 Z', glass: 'M170 140 L260 140 L260 190 L170 190 Z M400 140 L500 140 L500 190 L400 190 Z', wheels: [330, 400], wheel: 30 },
  motorcycle: { body: 'M170 250 L235 180 L300 175 L350 205 L430 200 L445 215 L360 240 L300 250 Z M330 170 L380 145 L395 150 L350 178 Z', glass: 'M380 140 L410 118 L418 124 L392 148 Z', wheels: [175, 430], wheel: 52 },
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

function studio(content: string, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400" role="img" aria-label="${escapeXml(label)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#eef1f5"/><stop offset="0.68" stop-color="#dfe4ea"/><stop offset="0.69" stop-color="#cfd6de"/><stop offset="1" stop-color="#e4e8ed"/></linearGradient>
<linearGradient id="shine" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/></linearGradient></defs>
<rect width="600" height="400" fill="url(#bg)"/>${content}</svg>`
}

function wheels(xs: number[], radius: number, y: number): string {
  return xs.map((x) => `<circle cx="${x}" cy="${y}" r="${radius}" fill="#1b1c1e"/><circle cx="${x}" cy="${y}" r="${radius * 0.55}" fill="#9aa1a9"/><circle cx="${x}" cy="${y}" r="${radius * 0.15}" fill="#4a4f55"/>`).join('')
}

/** The SVG for one demo photo, or null for a name that is not one. */
export function demoImageSvg(name: DemoImageName): string {
  const paint = PAINT[name.colour]
  const label = `${name.colour} ${name.kind}, ${name.view} view`
  const profile = PROFILES[name.kind]
  const shadow = '<ellipse cx="300" cy="300" rx="250" ry="18" fill="#000" opacity="0.18"/>'
  switch (name.view) {
    case 'side':
    case 'detail': {
      const scale = name.view === 'detail' ? 'translate(-300 -170) scale(2)' : ''
      const wheelY = name.kind === 'caravan' ? 280 : name.kind === 'motorcycle' ? 250 : 268
      return studio(`<g transform="${scale}">${shadow}<path d="${profile.body}" fill="${paint}" stroke="#2b2f33" stroke-width="3" stroke-linejoin="round"/><path d="${profile.body}" fill="url(#shine)"/><path d="${profile.glass}" fill="#2d3a48" opacity="0.85"/>${wheels(profile.wheels, profile.wheel, wheelY)}</g>`, label)
    }
    case 'front':
    case 'rear': {
      const tall = name.kind === 'suv' || name.kind === 'van' || name.kind === 'ute' || name.kind === 'caravan'
      const top = tall ? 120 : 150
      const lights = name.view === 'front' ? '#fdf6d8' : '#c0202a'
      if (name.kind === 'motorcycle') return studio(`${shadow}<rect x="285" y="150" width="30" height="150" rx="12" fill="#1b1c1e"/><path d="M230 170 L370 170 L350 200 L250 200 Z" fill="${paint}" stroke="#2b2f33" stroke-width="3"/><circle cx="300" cy="215" r="16" fill="${lights}" stroke="#2b2f33" stroke-width="3"/>`, label)
      return studio(`${shadow}<path d="M150 ${top + 60} L190 ${top} L410 ${top} L450 ${top + 60} L465 285 L135 285 Z" fill="${paint}" stroke="#2b2f33" stroke-width="3" stroke-linejoin="round"/><path d="M200 ${top + 10} L400 ${top + 10} L430 ${top + 58} L170 ${top + 58} Z" fill="#2d3a48" opacity="0.85"/><rect x="160" y="${top + 90}" width="60" height="22" rx="8" fill="${lights}" stroke="#2b2f33" stroke-width="2"/><rect x="380" y="${top + 90}" width="60" height="22" rx="8" fill="${lights}" stroke="#2b2f33" stroke-width="2"/><rect x="250" y="${top + 100}" width="100" height="${name.view === 'front' ? 40 : 24}" rx="6" fill="#2b2f33" opacity="0.8"/><rect x="150" y="283" width="50" height="24" rx="6" fill="#1b1c1e"/><rect x="400" y="283" width="50" height="24" rx="6" fill="#1b1c1e"/>`, label)
    }
    case 'interior':
      return studio(`<rect width="600" height="400" fill="#3a3f45"/><path d="M0 230 Q300 150 600 230 L600 400 L0 400 Z" fill="#24282c"/><rect x="250" y="200" width="100" height="60" rx="8" fill="#111" stroke="${paint}" stroke-width="3"/><circle cx="150" cy="285" r="70" fill="none" stroke="#111" stroke-width="18"/><circle cx="150" cy="285" r="18" fill="${paint}"/><path d="M400 400 L430 300 Q470 270 520 300 L560 400 Z" fill="#2d3136"/>`, label)
    case 'boot':
      return studio(`${shadow}<path d="M140 285 L160 140 L440 140 L460 285 Z" fill="${paint}" stroke="#2b2f33" stroke-width="3"/><rect x="185" y="165" width="230" height="105" rx="6" fill="#2a2d31"/><rect x="200" y="215" width="200" height="50" rx="4" fill="#3b3f44"/>`, label)
  }
}
