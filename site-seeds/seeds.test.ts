import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { manufacturerSeedSchema, siteSeedSchema, type SiteSeed } from './schema'

const dir = import.meta.dirname
const read = (file: string): unknown => JSON.parse(readFileSync(path.join(dir, file), 'utf8'))
const siteFiles = readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'manufacturers.json')
const sites = siteFiles.map((file) => ({ file, seed: siteSeedSchema.parse(read(file)) as SiteSeed }))

describe('demo site seed files (issue 3 seeding, spec §3)', () => {
  it.each(siteFiles)('%s passes the seed schema', (file) => {
    const result = siteSeedSchema.safeParse(read(file))
    expect(result.success ? [] : result.error.issues).toEqual([])
  })

  it('ship three dealer sites on at least two templates', () => {
    expect(sites).toHaveLength(3)
    expect(new Set(sites.map((s) => s.seed.site.template)).size).toBeGreaterThanOrEqual(2)
  })

  it('name only makes that are in the manufacturer list', () => {
    const makes = new Set(manufacturerSeedSchema.parse(read('manufacturers.json')).map((m) => m.slug))
    expect(makes.size).toBeGreaterThanOrEqual(140)
    const used = sites.flatMap(({ seed }) => [
      seed.site.manufacturer,
      ...seed.dealerships.map((d) => d.manufacturer),
      ...seed.locations.flatMap((l) => l.manufacturers ?? []),
      ...seed.models.map((m) => m.manufacturer),
      ...(seed.brandDirectory?.sections.flatMap((s) => s.brands.map((b) => b.manufacturer)) ?? []),
    ])
    expect(used.filter((slug): slug is string => Boolean(slug) && !makes.has(slug!))).toEqual([])
  })

  it('cover the opening-hours cases of spec §2 "Dealer locations": Mon-Fri collapse, separate weekend days, closed Sunday, by appointment', () => {
    const locations = sites.flatMap(({ seed }) => seed.locations)
    const weekdayHours = (l: SiteSeed['locations'][number]) => l.openingHours.filter((h) => h.weekday >= 1 && h.weekday <= 5).map((h) => `${h.status} ${h.open}-${h.close}`)
    expect(locations.some((l) => new Set(weekdayHours(l)).size === 1)).toBe(true)
    expect(locations.some((l) => new Set(weekdayHours(l)).size > 1)).toBe(true)
    expect(locations.some((l) => l.openingHours.some((h) => h.weekday === 0 && h.status === 'Closed' && !h.note))).toBe(true)
    expect(locations.some((l) => l.openingHours.some((h) => h.note === 'By appointment only'))).toBe(true)
  })

  it('give every site a home page and an editor', () => {
    for (const { seed } of sites) {
      expect(seed.pages.map((p) => p.slug)).toContain('home')
      expect(seed.editors).toHaveLength(1)
    }
  })
})
