import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { pathSlug } from '@/domain/naming'
import { parseSearchUrl, type SearchVocabulary } from '@/domain/search-route'
import { ALL_MAKES } from '@/demo-stock/catalogue'
import { demoStockSitesFromSeeds } from '@/demo-stock/sites'
import { leadFormRoute } from '@/features/leads/form-routes'
import { LEGAL_TEXT_ROUTES } from '@/platform/options'

import { manufacturerSeedSchema, siteSeedSchema, type SiteSeed } from './schema'

const dir = import.meta.dirname
const read = (file: string): unknown => JSON.parse(readFileSync(path.join(dir, file), 'utf8'))
const siteFiles = readdirSync(dir)
  .filter((f) => f.endsWith('.json') && f !== 'manufacturers.json')
  .sort()
/** Files that fail the schema are reported by the first test; the others check what did parse. */
const sites = siteFiles.flatMap((file) => {
  const result = siteSeedSchema.safeParse(read(file))
  return result.success ? [{ file, seed: result.data as SiteSeed }] : []
})
const allLocations = sites.flatMap(({ seed }) => seed.locations)
type Location = SiteSeed['locations'][number]
const day = (l: Location, weekday: number) => l.openingHours.find((h) => h.weekday === weekday)
const weekdayHours = (l: Location) => [1, 2, 3, 4, 5].map((d) => day(l, d)).map((h) => (h ? `${h.status} ${h.open}-${h.close}` : 'missing'))
const minutes = (time?: string) => (time ? Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) : 0)

describe('demo site seed files pass the contract (issue 3 seeding, spec §3)', () => {
  it.each(siteFiles)('%s passes siteSeedSchema', (file) => {
    const result = siteSeedSchema.safeParse(read(file))
    // On failure the zod issues (path and message) are printed in the diff.
    expect(result.success ? [] : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }))).toEqual([])
  })

  it('ship three dealer sites on both templates, each with a home page, domains and one editor (issue 21: Harbour City also a finance team member)', () => {
    expect(sites.map((s) => s.seed.site.slug).sort()).toEqual(['harbour-city-auto', 'ridgeline-toyota', 'sunset-coast-cars-and-caravans'])
    expect(new Set(sites.map((s) => s.seed.site.template))).toEqual(new Set(['classic', 'showroom']))
    for (const { file, seed } of sites) {
      expect(file).toBe(`${seed.site.slug}.json`)
      expect(seed.site.domains.length).toBeGreaterThan(0)
      expect(seed.pages.map((p) => p.slug)).toContain('home')
      expect(seed.editors.filter((editor) => editor.roles.join() === 'editor')).toEqual([
        expect.objectContaining({ email: `editor@${seed.site.slug}.test`, password: 'demo-editor-pass' }),
      ])
      for (const editor of seed.editors) expect(editor.email.endsWith(`@${seed.site.slug}.test`)).toBe(true)
    }
  })

  it('give every page a meta description and every home page the three-feature banner of spec §2', () => {
    for (const { seed } of sites) {
      for (const p of seed.pages) expect(p.metaDescription, `${seed.site.slug}/${p.slug}`).toBeTruthy()
      const home = seed.pages.find((p) => p.slug === 'home')!
      const banner = home.layout.find((b) => b.blockType === 'threeFeatureBanner')
      expect(banner && banner.features.map((f) => [f.icon, f.href])).toEqual([
        ['offers', '/special-offers'],
        ['service', '/service'],
        ['sell', '/sell-my-car'],
      ])
    }
  })

  it('carry the four legal texts, and the privacy policy makes the 7, 30 and 14 day commitments', () => {
    for (const { seed } of sites) {
      expect(seed.legalTexts.map((t) => t.kind).sort()).toEqual(['finance-disclaimer', 'privacy-policy', 'terms-and-conditions', 'vehicle-disclaimer'])
      const privacy = seed.legalTexts.find((t) => t.kind === 'privacy-policy')!.body.join('\n')
      for (const phrase of ['within 7 days', 'within 30 days', 'within 14 days']) expect(privacy).toContain(phrase)
    }
  })

  it('give Sunset Coast caravan synonyms of its own (van = caravan instead of the standard van → people mover), and refuse a row the admin would refuse, with its message (issue 40)', () => {
    const sunset = sites.find(({ seed }) => seed.site.slug === 'sunset-coast-cars-and-caravans')!.seed.site.search
    expect(sunset?.standardSynonymsOff).toEqual(['van'])
    expect(sunset?.synonyms?.map((row) => row.words)).toContainEqual(['van', 'caravan'])
    const file = read('sunset-coast-cars-and-caravans.json') as { site: object }
    const withRow = (row: unknown) => ({ ...file, site: { ...file.site, search: { synonyms: [row] } } })
    expect(siteSeedSchema.safeParse(withRow({ type: 'synonym', words: ['van'] })).error?.issues).toEqual([
      expect.objectContaining({ path: ['site', 'search', 'synonyms', 0, 'words'], message: 'List at least two words or phrases that mean the same.' }),
    ])
  })

  it('have live and expired promos, with display rules on some', () => {
    const promos = sites.flatMap(({ seed }) => seed.promos)
    expect(promos.some((p) => p.expiry === '2025-06-30')).toBe(true)
    expect(promos.some((p) => p.start?.startsWith('2026') && p.expiry?.startsWith('2027'))).toBe(true)
    expect(promos.some((p) => p.display?.length && p.strictDisplay)).toBe(true)
  })
})

describe('manufacturer list (issue 3 seeding, spec §3 "fixed list of about 150 makes")', () => {
  const makes = manufacturerSeedSchema.parse(read('manufacturers.json'))
  const slugs = new Set(makes.map((m) => m.slug))

  it('has about 150 makes of every vehicle kind', () => {
    expect(makes.length).toBeGreaterThanOrEqual(140)
    expect(makes.length).toBeLessThanOrEqual(170)
    expect(new Set(makes.map((m) => m.vehicleKind))).toEqual(new Set(['car', 'motorcycle', 'truck', 'caravan']))
  })

  it('has a generated wordmark logo for every make (node scripts/run.mjs build-brand-logos)', () => {
    const missing = makes.filter((m) => !existsSync(path.join(dir, '../public/brand-logos', `${m.slug}.svg`))).map((m) => m.slug)
    expect(missing).toEqual([])
  })

  it('holds every make that a site file names', () => {
    const used = sites.flatMap(({ file, seed }) =>
      [
        seed.site.manufacturer,
        ...seed.dealerships.map((d) => d.manufacturer),
        ...seed.locations.flatMap((l) => l.manufacturers ?? []),
        ...seed.models.map((m) => m.manufacturer),
        ...(seed.brandDirectory?.sections.flatMap((s) => s.brands.map((b) => b.manufacturer)) ?? []),
      ]
        .filter((slug): slug is string => Boolean(slug))
        .map((slug) => ({ file, slug })),
    )
    expect(used.length).toBeGreaterThan(0)
    expect(used.filter(({ slug }) => !slugs.has(slug))).toEqual([])
  })
})

describe('opening hours cover the cases of spec §2 "Dealer locations" (issue 3 seeding)', () => {
  it('a location whose Mon-Fri hours are identical (collapses to one Mon-Fri line)', () => {
    expect(allLocations.some((l) => weekdayHours(l).every((h) => h === weekdayHours(l)[0] && h.startsWith('Open')))).toBe(true)
  })

  it('a location whose weekday hours differ (no collapse)', () => {
    expect(allLocations.some((l) => new Set(weekdayHours(l)).size > 1)).toBe(true)
  })

  it('a closed Sunday, and a closed day with the note "By appointment only"', () => {
    expect(allLocations.some((l) => day(l, 0)?.status === 'Closed' && !day(l, 0)?.note)).toBe(true)
    expect(allLocations.some((l) => l.openingHours.some((h) => h.status === 'Closed' && h.note === 'By appointment only'))).toBe(true)
  })

  it('a Saturday with shorter hours than the weekdays', () => {
    const shorter = (l: Location) => {
      const sat = day(l, 6)
      const mon = day(l, 1)
      return sat?.status === 'Open' && mon?.status === 'Open' && minutes(sat.close) - minutes(sat.open) < minutes(mon.close) - minutes(mon.open)
    }
    expect(allLocations.some(shorter)).toBe(true)
  })

  it('special hours: closed on Christmas Day, short hours on Boxing Day', () => {
    const special = allLocations.flatMap((l) => l.specialHours ?? [])
    expect(special.some((h) => h.date.endsWith('-12-25') && h.status === 'Closed')).toBe(true)
    expect(special.some((h) => h.date.endsWith('-12-26') && h.status === 'Open' && h.open && h.close)).toBe(true)
  })

  it('a pre-owned location (location subtype "Pre-owned sales" is treated as used, spec §3)', () => {
    expect(allLocations.some((l) => l.locationSubtype === 'Pre-owned sales')).toBe(true)
  })
})

/**
 * The routes the platform serves itself (src/app/(site)/[host]/..., and issue 22's model, offer and
 * brand pages), each only where it answers on that site. Everything else a seed links to must be one
 * of its own pages, legal texts or lead form paths. Keep this list short and true: a route here
 * that 404s on a site hides a dead link.
 */
const PLATFORM_ROUTES: ReadonlyArray<{ path: RegExp; serves?: (seed: SiteSeed, match: RegExpExecArray) => boolean }> = [
  { path: /^\/$/ },
  { path: /^\/(trade-in|sell-my-car|sell-your-car|compare|favourites|sign-in|success|personalised\/finance|pages\/unsubscribe)$/ },
  { path: /^\/cars\/[a-z0-9-]+(\/(checkout|buy-online))?$/ },
  { path: /^\/(locations|our-location)\/([a-z0-9-]+)$/, serves: (seed, m) => seed.locations.some((l) => l.slug === m[2]) },
  { path: /^\/online-payment$/, serves: (seed) => seed.site.checkout?.onlinePayment === true },
  {
    path: /^\/spin-to-win$/,
    serves: (seed) =>
      seed.site.features?.spinToWin === true && seed.site.garageEnabled === true && (seed.spinCampaigns ?? []).some((campaign) => campaign.active),
  },
  { path: /^\/([a-z0-9-]+)$/, serves: (seed, m) => seed.site.garageEnabled === true && m[1] === (seed.site.garagePath ?? 'my-garage') },
  { path: /^\/special-offers$/ },
  { path: /^\/models(\/order-now)?$/, serves: (seed) => seed.models.length > 0 },
  { path: /^\/models\/([a-z0-9-]+)$/, serves: (seed, m) => seed.models.some((model) => model.slug === m[1]) },
  {
    path: /^\/([a-z0-9-]+)\/overview$/,
    serves: (seed, m) => Boolean(seed.brandDirectory?.sections.some((s) => s.brands.some((b) => b.manufacturer === m[1]))),
  },
]

/** The makes and models a site's stock can hold (the demo stock catalogue, for the kinds of vehicle it sells) and its places: what a /search path may name. */
function possibleSearchVocabulary(seed: SiteSeed): SearchVocabulary {
  const itemTypes = demoStockSitesFromSeeds([seed])[0]!.itemTypes
  return {
    makes: ALL_MAKES.filter((make) => itemTypes.includes(make.itemType)).map((make) => ({
      slug: make.slug,
      name: make.name,
      models: [...new Set(make.models.map((model) => model.name))].map((name) => ({ slug: pathSlug(name), name })),
    })),
    dealerships: seed.dealerships.map(({ slug, name }) => ({ slug, name })),
    locations: seed.locations.filter((l) => l.visible !== false).map(({ slug, name }) => ({ slug, name })),
  }
}

/** Every link a seed writes, with where it is: menus, page blocks, promos, the brand directory, Clear Filters. */
function seedLinks(seed: SiteSeed): Array<{ where: string; href: string }> {
  const links: Array<{ where: string; href: string }> = []
  const add = (where: string, href: string | undefined) => href && links.push({ where, href })
  for (const placement of ['header', 'footer'] as const) {
    for (const item of seed.menus[placement]) {
      add(`menus.${placement} "${item.label}"`, item.href)
      for (const child of item.children ?? []) add(`menus.${placement} "${item.label}" > "${child.label}"`, child.href)
    }
  }
  for (const page of seed.pages) {
    page.layout.forEach((block, i) => {
      const where = `pages "${page.slug}" ${block.blockType} #${i + 1}`
      if (block.blockType === 'hero') for (const l of block.links ?? []) add(where, l.href)
      if (block.blockType === 'threeFeatureBanner') for (const f of block.features) add(where, f.href)
      if (block.blockType === 'facetTiles') for (const t of block.tiles) add(where, t.href)
      if (block.blockType === 'financeCalculator') add(where, block.requestQuoteHref)
    })
  }
  for (const promo of seed.promos) add(`promos "${promo.title}"`, promo.href)
  for (const section of seed.brandDirectory?.sections ?? []) for (const brand of section.brands) add(`brandDirectory "${brand.name}"`, brand.href)
  for (const stat of seed.brandDirectory?.stats ?? []) add(`brandDirectory stat "${stat.label}"`, stat.href)
  add('site.features.clearFiltersPath', seed.site.features?.clearFiltersPath)
  return links
}

/** The site-relative URL of a link that stays on the site (a path, or an absolute URL on one of its domains); null for anchors, phone, mail and other sites. */
function internalUrl(href: string, seed: SiteSeed): URL | null {
  if (href.startsWith('/') && !href.startsWith('//')) return new URL(href, 'https://site.invalid')
  if (!/^https?:\/\//.test(href)) return null
  const url = new URL(href)
  return seed.site.domains.includes(url.hostname.replace(/^www\./, '')) ? url : null
}

function servedBySite(url: URL, seed: SiteSeed): boolean {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : url.pathname
  const slug = path.slice(1)
  if (path === '/search' || path.startsWith('/search/')) return parseSearchUrl(url, possibleSearchVocabulary(seed), seed.site.slug).found
  if (seed.pages.some((page) => page.slug !== 'home' && page.slug === slug)) return true
  const legal = LEGAL_TEXT_ROUTES[slug]
  if (legal && seed.legalTexts.some((text) => text.kind === legal)) return true
  if (leadFormRoute(slug, {})) return true
  return PLATFORM_ROUTES.some(({ path: pattern, serves }) => {
    const match = pattern.exec(path)
    return match !== null && (!serves || serves(seed, match))
  })
}

describe('no dead links in the demo seeds (issue 22 "No dead links, ever")', () => {
  it.each(sites.map(({ file, seed }) => [file, seed] as const))('%s: every internal link leads to a page the site serves', (_file, seed) => {
    const links = seedLinks(seed)
    expect(links.length).toBeGreaterThan(20)
    const dead = links.filter(({ href }) => {
      const url = internalUrl(href, seed)
      return url !== null && !servedBySite(url, seed)
    })
    expect(dead).toEqual([])
  })

  it('catches a link to a page nobody wrote, a model not in the catalogue and a brand outside the directory', () => {
    const { seed } = sites.find((s) => s.seed.site.slug === 'ridgeline-toyota')!
    const served = (href: string) => servedBySite(internalUrl(href, seed)!, seed)
    expect(
      ['/warranty', '/models/hilux', '/search/toyota/hilux', '/search/orange-sales', '/contact', '/privacy-policy', '/book-test-drive/'].filter(
        (href) => !served(href),
      ),
    ).toEqual([])
    expect(['/no-such-page', '/search/toyota/landcruiser-300', '/models/supra', '/kia/overview', '/online-payment', '/search/jayco'].filter(served)).toEqual([])
  })

  it("ship the content pages docs/locations-and-content.md lists: the information, service and sale pages of spec section 2 on every site, the car makers' programmes on franchise sites, each with a heading first", () => {
    for (const { seed } of sites) {
      const slugs = seed.pages.map((p) => p.slug)
      // New-vehicle warranty and capped-price servicing are a car maker's programmes: only a dealership holding a make's franchise offers them (issue 41 item 21).
      const franchise = seed.dealerships.some((d) => d.manufacturer)
      const wanted = [
        'warranty',
        'roadside-assist',
        'vehicle-parts-and-accessories',
        'fleet',
        'faqs',
        'careers',
        'eofy',
        'pages/eofy-2027',
        ...(franchise ? ['new-vehicle-warranty', 'pages/capped-price-servicing'] : []),
      ]
      expect(
        wanted.filter((slug) => !slugs.includes(slug)),
        seed.site.slug,
      ).toEqual([])
      for (const slug of wanted) expect(seed.pages.find((p) => p.slug === slug)!.layout[0]!.blockType, `${seed.site.slug}/${slug}`).toBe('hero')
    }
  })
})
