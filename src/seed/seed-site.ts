import type { Payload, PayloadRequest, Where } from 'payload'

import type { SiteSeed } from '../../site-seeds/schema'
import { linesToLexical } from './lexical'
import { SeedEntryProblem, seedEntry } from './seed-entry'
import { upsert, type SeedReport } from './upsert'

type Ids = Map<string, number>

/** A site file as read: the name messages use for it, and its validated content. */
export type SiteFile = { file: string; seed: SiteSeed }

const toDateTime = (value: string | undefined) => (value ? new Date(value).toISOString() : undefined)
const FIXES = { manufacturer: 'use a slug from site-seeds/manufacturers.json', location: "use the slug of one of this file's locations" }
const idsFor = (ids: Ids, slugs: string[] | undefined, what: keyof typeof FIXES) =>
  slugs?.map((slug) => {
    const id = ids.get(slug)
    if (id === undefined) throw new SeedEntryProblem(`Unknown ${what} "${slug}": ${FIXES[what]}.`)
    return id
  })

/**
 * A spin prize's row id. Row ids are unique across every campaign of every site, and spins and stock
 * counts refer to them: the campaign's own id keeps a copied file's prizes apart from the original's,
 * the file's prize id keeps them stable across re-seeds (migrations/20261128_090000_spin_prize_row_ids.ts
 * gave stored prizes the same form).
 */
const spinPrizeRowId = (campaignId: number, prizeId: string) => `${campaignId}/${prizeId}`

/**
 * Writes one validated site seed: the site, then everything that belongs to it, by natural key. Each
 * entry is written through seedEntry, so a refusal names the file and the entry's JSON path.
 */
export async function seedSite(payload: Payload, req: PayloadRequest, report: SeedReport, { file, seed }: SiteFile, manufacturers: Ids) {
  const entry = <T>(path: string, write: () => Promise<T>) => seedEntry(file, path, write)
  const make = (slug: string | undefined) => (slug ? idsFor(manufacturers, [slug], 'manufacturer')![0] : undefined)
  const { site: s } = seed

  const siteId = await entry('site', () =>
    upsert(
      payload,
      req,
      report,
      'sites',
      { slug: { equals: s.slug } },
      {
        slug: s.slug,
        name: s.name,
        template: s.template,
        tagline: s.tagline,
        domains: s.domains.map((domain) => ({ domain })),
        manufacturer: make(s.manufacturer),
        financeProvider: s.financeProvider,
        garageEnabled: s.garageEnabled ?? false,
        garagePath: s.garagePath,
        signIn: s.signIn,
        checkout: s.checkout,
        tradeIn: s.tradeIn,
        financeApplications: s.financeApplications,
        phone: s.phone,
        analyticsMeasurementId: s.analyticsMeasurementId,
        features: s.features ? { ...s.features, searchGridColumns: s.features.searchGridColumns?.toString() } : undefined,
        stockRules: s.stockRules ? { ...s.stockRules, excludedMakes: idsFor(manufacturers, s.stockRules.excludedMakes, 'manufacturer') } : undefined,
        search: s.search,
      },
    ),
  )
  const inSite = (where: Where): Where => ({ and: [{ site: { equals: siteId } }, where] })

  const dealerships: Ids = new Map()
  for (const [i, d] of seed.dealerships.entries()) {
    const { manufacturer, ...rest } = d
    dealerships.set(
      d.slug,
      await entry(`dealerships[${i}]`, () =>
        upsert(payload, req, report, 'dealerships', inSite({ slug: { equals: d.slug } }), { ...rest, manufacturer: make(manufacturer), site: siteId }),
      ),
    )
  }

  const locations: Ids = new Map()
  const locationData = (l: SiteSeed['locations'][number], withDistribution: boolean) => ({
    name: l.name,
    slug: l.slug,
    site: siteId,
    dealership: dealerships.get(l.dealership),
    visible: l.visible ?? true,
    primary: l.primary ?? false,
    locationType: l.locationType,
    locationSubtype: l.locationSubtype,
    manufacturers: idsFor(manufacturers, l.manufacturers, 'manufacturer'),
    dealerLicenseNumber: l.dealerLicenseNumber,
    motorVehicleRepairer: l.motorVehicleRepairer,
    averageRating: l.averageRating,
    reviewCount: l.reviewCount,
    address: l.address,
    contact: { phone: l.phone, landlinePhone: l.landlinePhone },
    timeZone: l.timeZone,
    openingHours: l.openingHours.map((h) => ({ ...h, weekday: String(h.weekday) })),
    specialHours: l.specialHours?.map((h) => ({ ...h, date: toDateTime(h.date) })),
    reviews: l.reviews?.map((r) => ({ ...r, date: toDateTime(r.date) })),
    distributionLocations: withDistribution ? idsFor(locations, l.distributionLocations, 'location') : undefined,
  })
  // Two passes: a location may name another as a distribution location before that one exists.
  for (const [i, l] of seed.locations.entries())
    locations.set(
      l.slug,
      await entry(`locations[${i}]`, () => upsert(payload, req, report, 'locations', inSite({ slug: { equals: l.slug } }), locationData(l, false))),
    )
  for (const [i, l] of seed.locations.entries()) {
    if (l.distributionLocations?.length)
      await entry(`locations[${i}]`, () => upsert(payload, req, report, 'locations', inSite({ slug: { equals: l.slug } }), locationData(l, true)))
  }

  for (const [i, m] of seed.models.entries()) {
    await entry(`models[${i}]`, () =>
      upsert(payload, req, report, 'models', inSite({ slug: { equals: m.slug } }), { ...m, manufacturer: make(m.manufacturer), site: siteId }),
    )
  }

  for (const [i, p] of seed.promos.entries()) {
    await entry(`promos[${i}]`, () =>
      upsert(payload, req, report, 'promos', inSite({ title: { equals: p.title } }), {
        title: p.title,
        site: siteId,
        // null, not undefined, for what the seed leaves out: a re-seed then clears an old end date or offer.
        start: toDateTime(p.start) ?? null,
        expiry: toDateTime(p.expiry) ?? null,
        position: p.position,
        display: p.display,
        strictDisplay: p.strictDisplay ?? false,
        offerPrice: p.offerPrice ?? null,
        price: p.price ?? null,
        campaign: p.campaign ?? null,
        content: { heading: p.heading, text: p.text, linkLabel: p.linkLabel ?? 'View offer', href: p.href },
        _status: 'published',
      }),
    )
  }

  for (const [i, c] of seed.spinCampaigns.entries()) {
    const where = inSite({ title: { equals: c.title } })
    const prizes = (campaignId: number | undefined) =>
      c.prizes.map((prize) => ({
        id: campaignId === undefined ? undefined : spinPrizeRowId(campaignId, prize.id),
        label: prize.label,
        description: prize.description ?? null,
        weight: prize.weight,
        stockLimit: prize.stockLimit ?? null,
        noPrize: prize.noPrize ?? false,
      }))
    await entry(`spinCampaigns[${i}]`, async () => {
      const { docs } = await payload.find({ collection: 'spin-campaigns', where, limit: 1, depth: 0, req, overrideAccess: true })
      const storedId = docs[0]?.id
      const campaignId = await upsert(payload, req, report, 'spin-campaigns', where, {
        title: c.title,
        site: siteId,
        intro: c.intro ?? null,
        active: c.active,
        startsAt: toDateTime(c.startsAt) ?? null,
        endsAt: toDateTime(c.endsAt) ?? null,
        prizes: prizes(storedId),
        terms: c.terms,
      })
      // A new campaign's id exists only once it is stored: its prizes get their lasting ids straight after.
      if (storedId === undefined)
        await payload.update({
          collection: 'spin-campaigns',
          id: campaignId,
          data: { prizes: prizes(campaignId) },
          req,
          overrideAccess: true,
          context: { seeding: true },
        })
    })
  }

  let brandDirectoryId: number | undefined
  if (seed.brandDirectory) {
    const { sections, stats, title } = seed.brandDirectory
    brandDirectoryId = await entry('brandDirectory', () =>
      upsert(
        payload,
        req,
        report,
        'brand-directories',
        { site: { equals: siteId } },
        {
          title,
          site: siteId,
          sections: sections.map((section) => ({
            heading: section.heading,
            brands: section.brands.map((b) => ({ ...b, manufacturer: make(b.manufacturer) })),
          })),
          stats,
        },
      ),
    )
  }

  for (const placement of ['header', 'footer'] as const) {
    await entry(`menus.${placement}`, () =>
      upsert(payload, req, report, 'menus', inSite({ placement: { equals: placement } }), {
        placement,
        site: siteId,
        items: seed.menus[placement],
        _status: 'published',
      }),
    )
  }

  for (const [i, text] of seed.legalTexts.entries()) {
    await entry(`legalTexts[${i}]`, () =>
      upsert(payload, req, report, 'legal-texts', inSite({ kind: { equals: text.kind } }), {
        kind: text.kind,
        title: text.title,
        body: linesToLexical(text.body),
        site: siteId,
        _status: 'published',
      }),
    )
  }

  for (const [i, request] of seed.paymentRequests.entries()) {
    await entry(`paymentRequests[${i}]`, async () => {
      const { totalDocs } = await payload.count({
        collection: 'payment-requests',
        where: inSite({ reference: { equals: request.reference } }),
        overrideAccess: true,
        req,
      })
      if (totalDocs === 0)
        await payload.create({ collection: 'payment-requests', data: { ...request, status: 'awaiting-payment', site: siteId }, overrideAccess: true, req })
    })
  }

  const pageLayout = (page: SiteSeed['pages'][number]) =>
    page.layout.map((block) => {
      switch (block.blockType) {
        case 'richText':
          return { blockType: 'richText', content: linesToLexical(block.paragraphs) }
        case 'brandDirectory':
          return { blockType: 'brandDirectory', directory: brandDirectoryId, showStats: block.showStats ?? true }
        case 'reviewsStrip':
          return { ...block, locations: idsFor(locations, block.locations, 'location') }
        case 'blogCards':
          // Stored as a timestamp: written as one, so a second seed finds it unchanged.
          return { ...block, cards: block.cards.map((card) => ({ ...card, date: toDateTime(card.date) })) }
        case 'locationList':
          return {
            ...block,
            dealership: block.dealership ? dealerships.get(block.dealership) : undefined,
            fixedOrder: idsFor(locations, block.fixedOrder, 'location'),
          }
        default:
          return block
      }
    })
  for (const [i, page] of seed.pages.entries()) {
    await entry(`pages[${i}]`, () =>
      upsert(payload, req, report, 'pages', inSite({ slug: { equals: page.slug } }), {
        title: page.title,
        slug: page.slug,
        site: siteId,
        layout: pageLayout(page),
        meta: { description: page.metaDescription },
        _status: 'published',
      }),
    )
  }

  for (const [i, editor] of seed.editors.entries()) {
    await entry(`editors[${i}]`, async () => {
      // An editor named in several site files keeps every site: add this one, never replace the others.
      const { docs } = await payload.find({ collection: 'users', where: { email: { equals: editor.email } }, depth: 0, limit: 1, req, overrideAccess: true })
      const otherSites = (docs[0]?.sites ?? []).filter((row) => (typeof row.site === 'object' ? row.site.id : row.site) !== siteId)
      const sites = [
        ...otherSites.map((row) => ({ site: typeof row.site === 'object' ? row.site.id : row.site, roles: row.roles })),
        { site: siteId, roles: editor.roles },
      ]
      await upsert(
        payload,
        req,
        report,
        'users',
        { email: { equals: editor.email } },
        { email: editor.email, name: editor.name, roles: docs[0]?.roles ?? ['editor'], sites },
        {
          createOnly: { password: editor.password },
        },
      )
    })
  }
  return siteId
}
