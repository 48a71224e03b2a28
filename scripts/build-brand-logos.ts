/**
 * npx tsx scripts/build-brand-logos.ts — writes public/brand-logos/{slug}.svg for every make in
 * site-seeds/manufacturers.json. They are honest wordmark placeholders for trademarked logos, which a
 * dealer replaces by upload; generated, not drawn, so the list and the files never drift apart.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { manufacturerSeedSchema } from '../site-seeds/schema'

const root = path.resolve(import.meta.dirname, '..')
const makes = manufacturerSeedSchema.parse(JSON.parse(readFileSync(path.join(root, 'site-seeds/manufacturers.json'), 'utf8')))
const outDir = path.join(root, 'public/brand-logos')
mkdirSync(outDir, { recursive: true })

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** A stable, dark enough hue per make so white text keeps WCAG AA contrast. */
function colourFor(slug: string) {
  let hash = 0
  for (const char of slug) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return `hsl(${hash % 360} 55% 30%)`
}

for (const make of makes) {
  const fontSize = Math.max(11, Math.min(22, Math.floor(200 / Math.max(make.name.length, 6))))
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 96" width="240" height="96" role="img" aria-labelledby="t"><title id="t">${escapeXml(make.name)}</title><rect x="2" y="2" width="236" height="92" rx="46" fill="${colourFor(make.slug)}"/><text x="120" y="48" dominant-baseline="central" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="${fontSize}" font-weight="700" letter-spacing="1" fill="#fff">${escapeXml(make.name.toUpperCase())}</text></svg>\n`
  writeFileSync(path.join(outDir, `${make.slug}.svg`), svg)
}
console.log(`Wrote ${makes.length} logos to ${path.relative(root, outDir)}/`)
