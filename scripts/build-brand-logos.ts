/**
 * node scripts/run.mjs build-brand-logos — writes public/brand-logos/{slug}.svg for every make in
 * site-seeds/manufacturers.json and removes logos of makes no longer in the list. They are honest
 * wordmark placeholders for trademarked logos, which a dealer replaces by upload; generated, not
 * drawn, so the list and the files never drift apart. System fonts only: nothing is downloaded.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { manufacturerSeedSchema } from '../site-seeds/schema'

const root = path.resolve(import.meta.dirname, '..')
const makes = manufacturerSeedSchema.parse(JSON.parse(readFileSync(path.join(root, 'site-seeds/manufacturers.json'), 'utf8')))
const outDir = path.join(root, 'public/brand-logos')
mkdirSync(outDir, { recursive: true })

const WIDTH = 240
const HEIGHT = 96
/** Room for text inside the rounded ends of the badge. */
const TEXT_WIDTH = 196
/** Average advance of a bold upper-case sans-serif glyph, as a share of the font size. */
const GLYPH_EM = 0.72
const LETTER_SPACING = 1
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** A stable hue per make, dark enough (lightness 30%) that white text keeps WCAG AA contrast. */
function colourFor(slug: string) {
  let hash = 0
  for (const char of slug) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return `hsl(${hash % 360} 55% 30%)`
}

/** The largest font size (at most `max`) at which `text` fits the badge on one line. */
const fitSize = (text: string, max: number) => Math.min(max, Math.floor(TEXT_WIDTH / (text.length * GLYPH_EM + ((text.length - 1) * LETTER_SPACING) / 16)))

/** One line when the name fits at a readable size, otherwise two lines split at the most even space. */
function layout(name: string): { lines: string[]; size: number } {
  const text = name.toUpperCase()
  const single = fitSize(text, 24)
  const words = text.split(' ')
  if (single >= 16 || words.length < 2) return { lines: [text], size: Math.max(single, 10) }
  let best: string[] = [text]
  let bestSize = single
  for (let i = 1; i < words.length; i++) {
    const lines = [words.slice(0, i).join(' '), words.slice(i).join(' ')]
    const size = Math.min(...lines.map((line) => fitSize(line, 20)))
    if (size > bestSize) [best, bestSize] = [lines, size]
  }
  return { lines: best, size: Math.max(bestSize, 10) }
}

function svgFor(name: string, slug: string) {
  const { lines, size } = layout(name)
  const lineHeight = Math.round(size * 1.15)
  const firstY = HEIGHT / 2 - ((lines.length - 1) * lineHeight) / 2
  const tspans = lines.map((line, i) => `<tspan x="${WIDTH / 2}" y="${firstY + i * lineHeight}">${escapeXml(line)}</tspan>`).join('')
  const titleId = `brand-logo-${slug}`
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-labelledby="${titleId}">` +
    `<title id="${titleId}">${escapeXml(name)}</title>` +
    `<rect x="2" y="2" width="${WIDTH - 4}" height="${HEIGHT - 4}" rx="${(HEIGHT - 4) / 2}" fill="${colourFor(slug)}"/>` +
    `<text dominant-baseline="central" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="700" letter-spacing="${LETTER_SPACING}" fill="#fff">${tspans}</text>` +
    `</svg>\n`
  )
}

const wanted = new Set(makes.map((make) => `${make.slug}.svg`))
for (const make of makes) writeFileSync(path.join(outDir, `${make.slug}.svg`), svgFor(make.name, make.slug))
const stale = readdirSync(outDir).filter((file) => file.endsWith('.svg') && !wanted.has(file))
for (const file of stale) rmSync(path.join(outDir, file))

console.log(`Wrote ${makes.length} logos to ${path.relative(root, outDir)}/${stale.length ? `, removed ${stale.length} stale: ${stale.join(', ')}` : ''}`)
