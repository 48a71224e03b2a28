import { z } from 'zod'

import { PAGE_PATH_PATTERN, SLUG_PATTERN } from '../collections/fields/slug'
import { CHECKOUT_PATHS } from '../src/domain/reservation'
import { deliveryRegionSchema } from '../src/domain/delivery'
import { FINANCE_PROVIDERS } from '../src/domain/finance'
import { ENQUIRY_FORM_TYPES, LEAD_FORMS } from '../src/domain/lead-form-catalogue'
import { postcodeFieldSchema } from '../src/domain/postcode'
import { accountNumberProblem, BANK_DETAIL_MESSAGES, bsbProblem } from '../src/domain/purchase'
import { checkPrizeSegments, MAX_PRIZE_WEIGHT } from '../src/domain/spin-to-win'
import { MENU_CONDITIONS, MENU_FILLS } from '../src/domain/site-menus'
import { VEHICLE_BUTTONS, type VehicleButton } from '../src/domain/vehicle-buttons'
import { STOCK_SORTS, type StockSort } from '../src/domain/stock-index'
import { SEARCHABLE_FIELDS, type SearchableField } from '../src/domain/search-attributes'
import { STANDARD_SYNONYMS, SYNONYM_KINDS, synonymRowProblem, type StandardSynonymId, type SynonymKind } from '../src/domain/search-synonyms'
import { AU_STATES, AU_TIME_ZONES, CAR_TYPES, LEGAL_TEXT_KINDS, LOCATION_TYPES, SITE_TEMPLATES } from '../src/platform/options'
import { FINANCE_FREQUENCIES } from '../src/platform/site-features'
import { CARD_BUTTONS, FACET_DISPLAYS, FACET_SORTS, FILTER_ATTRIBUTES, type CardButton, type FilterAttribute } from '../src/domain/search-page-config'

/**
 * The shape of one dealer site's JSON file (site-seeds/*.json). A developer stands up a new dealer
 * site by writing one of these and running `npm run seed -- site-seeds/<file>.json`.
 * References between documents use slugs (dealership, location, manufacturer), never database ids.
 */
const slug = z.string().regex(SLUG_PATTERN, 'must be lower-case words joined by hyphens')
const pagePath = z.string().regex(PAGE_PATH_PATTERN, 'must be a path such as about-us or pages/eofy-sale')
const href = z.string().regex(/^(\/|#|https?:\/\/|tel:|mailto:)/, 'must start with /, #, https://, tel: or mailto:')
const hour = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be 24-hour time such as 08:30')
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/, 'must be an ISO date such as 2026-12-25')
const valueOf = <T extends readonly { value: string }[]>(options: T) => z.enum(options.map((o) => o.value) as [T[number]['value'], ...T[number]['value'][]])

/** Lead forms a page can carry on its own: not the ones about one car, which need the car's id (?car_id=). */
const PAGE_FORMS = ENQUIRY_FORM_TYPES.filter((form) => LEAD_FORMS[form].needsCar !== 'required') as [
  (typeof ENQUIRY_FORM_TYPES)[number],
  ...(typeof ENQUIRY_FORM_TYPES)[number][],
]

/** Rich text in seeds: paragraphs; a line starting with "## " is a heading, "- " a bullet. */
const paragraphs = z.array(z.string().min(1)).min(1)

const link = z.object({ label: z.string().min(1), href })

/** A menu link may show only while the site has live offers; an item may take its links from the site's data (src/domain/site-menus.ts). */
const menuLink = link.extend({ showWhen: z.enum(MENU_CONDITIONS).optional() })
const menuItem = menuLink.extend({ highlight: z.boolean().optional(), fill: z.enum(MENU_FILLS).optional(), children: z.array(menuLink).optional() })

const openingHour = z
  .object({
    weekday: z.number().int().min(0).max(6),
    status: z.enum(['Open', 'Closed']),
    open: hour.optional(),
    close: hour.optional(),
    note: z.string().optional(),
  })
  .refine((h) => h.status === 'Closed' || (h.open && h.close && h.open < h.close), { message: 'an Open day needs open and close times, open before close' })

const specialHour = z.object({
  date: isoDate,
  label: z.string().optional(),
  status: z.enum(['Open', 'Closed']),
  open: hour.optional(),
  close: hour.optional(),
})

const block = z.discriminatedUnion('blockType', [
  z.object({ blockType: z.literal('hero'), heading: z.string().min(1), subheading: z.string().optional(), links: z.array(link).max(2).optional() }),
  z.object({ blockType: z.literal('richText'), paragraphs }),
  z.object({
    blockType: z.literal('threeFeatureBanner'),
    features: z
      .array(
        z.object({ icon: z.enum(['offers', 'service', 'sell']), heading: z.string().min(1), text: z.string().optional(), linkLabel: z.string().min(1), href }),
      )
      .length(3),
  }),
  z.object({ blockType: z.literal('promoStrip'), heading: z.string().optional(), limit: z.number().int().min(1).max(6).optional() }),
  z.object({ blockType: z.literal('salesCounter'), heading: z.string().min(1), text: z.string().optional() }),
  z.object({
    blockType: z.literal('stockGrid'),
    heading: z.string().min(1),
    carTypes: z.array(z.enum(CAR_TYPES)).optional(),
    makes: z.array(z.string().min(1)).optional(),
    models: z.array(z.string().min(1)).optional(),
    bodies: z.array(z.string().min(1)).optional(),
    priceMin: z.number().min(0).optional(),
    priceMax: z.number().min(0).optional(),
    kmMax: z.number().min(0).optional(),
    sort: z.enum(Object.keys(STOCK_SORTS) as [StockSort, ...StockSort[]]).optional(),
    count: z.number().int().min(1).max(24).optional(),
    columns: z.enum(['3', '4']).optional(),
  }),
  z.object({ blockType: z.literal('spinToWin'), heading: z.string().min(1), text: z.string().optional() }),
  z.object({
    blockType: z.literal('modelRange'),
    heading: z.string().min(1),
    body: z.string().min(1).optional(),
    count: z.number().int().min(1).max(24).optional(),
  }),
  z.object({ blockType: z.literal('offers'), heading: z.string().min(1), count: z.number().int().min(1).max(12).optional() }),
  z.object({
    blockType: z.literal('searchBox'),
    heading: z.string().min(1),
    carTypes: z.array(z.enum(CAR_TYPES)).optional(),
    placeholder: z.string().optional(),
  }),
  z.object({
    blockType: z.literal('reviewsStrip'),
    heading: z.string().min(1),
    locations: z.array(slug).optional(),
    minimumRating: z.number().int().min(1).max(5).optional(),
    limit: z.number().int().min(1).max(12).optional(),
  }),
  z.object({
    blockType: z.literal('blogCards'),
    heading: z.string().min(1),
    cards: z
      .array(z.object({ heading: z.string().min(1), href, date: isoDate }))
      .min(1)
      .max(12),
  }),
  z.object({ blockType: z.literal('facetTiles'), heading: z.string().optional(), tiles: z.array(link).min(1).max(12) }),
  z.object({
    blockType: z.literal('locationList'),
    heading: z.string().optional(),
    dealership: slug.optional(),
    fixedOrder: z.array(slug).optional(),
    showSearch: z.boolean().optional(),
    showNearest: z.boolean().optional(),
    layout: z.enum(['list', 'cards']).optional(),
    buttons: z.array(z.enum(['contactUs', 'bookService', 'partsEnquiry', 'sendEnquiry'])).optional(),
  }),
  z.object({ blockType: z.literal('financeCalculator'), requestQuoteHref: z.string().optional(), highQuickPicks: z.boolean().optional() }),
  z.object({ blockType: z.literal('fuelCostCalculator'), litresPer100km: z.number().min(1).max(40).optional() }),
  z.object({ blockType: z.literal('brandDirectory'), showStats: z.boolean().optional() }),
  /** A lead form placed on the page (blocks/LeadForm): which form, and a heading in place of the form's own. */
  z.object({ blockType: z.literal('leadForm'), form: z.enum(PAGE_FORMS), heading: z.string().min(1).optional() }),
])

export const siteSeedSchema = z
  .object({
    site: z.object({
      slug,
      name: z.string().min(1),
      template: valueOf(SITE_TEMPLATES),
      tagline: z.string().optional(),
      domains: z.array(z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'must be a host name without protocol or port')).default([]),
      manufacturer: slug.optional(),
      financeProvider: z.enum(FINANCE_PROVIDERS).optional(),
      garageEnabled: z.boolean().optional(),
      garagePath: z
        .string()
        .regex(/^[a-z0-9][a-z0-9-]{1,40}$/, 'must be lower-case letters, digits and dashes, without a slash')
        .optional(),
      signIn: z
        .object({ checkout: z.boolean(), finance: z.boolean(), carFinance: z.boolean(), spinToWin: z.boolean(), onlinePayment: z.boolean() })
        .partial()
        .strict()
        .optional(),
      /** Reserve and buy online (issue 19): the reserve path, the deposit in dollars, the hold in hours, buy online and online payment. */
      checkout: z
        .object({
          path: z.enum(CHECKOUT_PATHS),
          depositDollars: z.number().int().min(1).max(100_000),
          holdHours: z.number().int().min(1).max(336),
          buyOnline: z.boolean(),
          onlinePayment: z.boolean(),
          onlineCardLimitDollars: z.number().int().min(0).max(1_000_000),
          contractTerms: z.string().min(1).max(1000),
        })
        .partial()
        .strict()
        .optional(),
      /** Trade-in valuation (issue 20): the dealer's reconditioning and margin, how long an offer stands, the FAQ, and POST /api/miscellaneous. */
      tradeIn: z
        .object({
          reconditioningDollars: z.number().int().min(0).max(50_000),
          marginPercent: z.number().min(0).max(60),
          offerValidDays: z.number().int().min(1).max(60),
          valuationToAccount: z.boolean(),
          faq: z.array(z.object({ question: z.string().min(1), answer: z.string().min(1) }).strict()).min(1),
        })
        .partial()
        .strict()
        .optional(),
      /** Finance pre-approval and personalised finance (issue 21): the lenders, the serviceability settings, how long applicants' details are kept. */
      financeApplications: z
        .object({
          preApprovalAtApplyForFinance: z.boolean(),
          creditCheckConsent: z.boolean(),
          assessmentBufferPercent: z.number().min(0).max(10),
          largerDepositPercent: z.number().min(0).max(50),
          retentionDays: z.number().int().min(1).max(730),
          livingCostFirstAdult: z.number().min(0).max(20_000),
          livingCostSecondAdult: z.number().min(0).max(20_000),
          livingCostPerDependant: z.number().min(0).max(20_000),
          lenders: z
            .array(
              z
                .object({
                  lenderId: z.string().regex(/^[a-z0-9][a-z0-9-]{1,40}$/, 'must be lower-case letters, digits and dashes'),
                  name: z.string().min(1),
                  rateGreat: z.number().min(0).max(40).nullable(),
                  rateGood: z.number().min(0).max(40).nullable(),
                  rateFair: z.number().min(0).max(40).nullable(),
                  ratePoor: z.number().min(0).max(40).nullable(),
                  establishmentFee: z.number().min(0).max(10_000),
                  monthlyFee: z.number().min(0).max(100),
                  maxTermYears: z.number().min(1).max(7),
                  maxCarAgeYears: z.number().int().min(0).max(30).nullable().optional(),
                  disclaimer: z.string().min(1),
                })
                .strict(),
            )
            .min(1),
        })
        .partial()
        .strict()
        .optional(),
      phone: z.string().optional(),
      analyticsMeasurementId: z
        .string()
        .regex(/^G-[A-Z0-9]{4,}$/, 'must be a GA4 measurement id such as G-XXXXXXXXXX')
        .optional(),
      features: z
        .object({
          phoneMasking: z.boolean(),
          searchGridColumns: z.union([z.literal(3), z.literal(4)]),
          promoEvery: z.number().int().min(0).max(50),
          promoPositions: z.array(z.number().int().min(1)),
          soldCarDays: z.number().int().min(0).max(14),
          hidePriceZeroOnPriceAscending: z.boolean(),
          favouritesEnabled: z.boolean(),
          headerPhoneVisible: z.boolean(),
          dropdownsOpenOnHover: z.boolean(),
          defaultFinanceTermYears: z.number().min(1).max(7).multipleOf(0.5),
          defaultFinanceFrequency: z.enum(FINANCE_FREQUENCIES),
          popularMakesSplit: z.boolean(),
          searchCarousel: z.boolean(),
          showViewsCount: z.boolean(),
          financeEstimateOnCards: z.boolean(),
          reviewsMinimumRating: z.number().min(0).max(5),
          hideReviews: z.boolean(),
          spinToWin: z.boolean(),
          cardButtons: z.array(z.enum(Object.keys(CARD_BUTTONS) as [CardButton, ...CardButton[]])),
          vehicleButtons: z.array(z.enum(Object.keys(VEHICLE_BUTTONS) as [VehicleButton, ...VehicleButton[]])),
          clearFiltersPath: z.string().regex(/^\/\S*$/, 'must be a path starting with /'),
          searchFilters: z.array(
            z.object({
              attribute: z.enum(Object.keys(FILTER_ATTRIBUTES) as [FilterAttribute, ...FilterAttribute[]]),
              label: z.string().min(1).optional(),
              display: z.enum(FACET_DISPLAYS).optional(),
              sort: z.enum(FACET_SORTS).optional(),
            }),
          ),
        })
        .partial()
        .strict()
        .optional(),
      /** Stock search (issue 40): where shoppers' words are looked for, standard synonyms left out, the site's own synonyms (the Sites search group). */
      search: z
        .object({
          searchableFields: z.array(z.enum(Object.keys(SEARCHABLE_FIELDS) as [SearchableField, ...SearchableField[]])),
          standardSynonymsOff: z.array(z.enum(Object.keys(STANDARD_SYNONYMS) as [StandardSynonymId, ...StandardSynonymId[]])),
          synonyms: z.array(
            z
              .object({ type: z.enum(Object.keys(SYNONYM_KINDS) as [SynonymKind, ...SynonymKind[]]), word: z.string().optional(), words: z.array(z.string()) })
              .strict()
              .superRefine((row, ctx) => {
                const problem = synonymRowProblem(row)
                if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message })
              }),
          ),
        })
        .partial()
        .strict()
        .optional(),
      stockRules: z
        .object({
          carTypes: z.array(z.enum(CAR_TYPES)),
          inStockOnly: z.boolean(),
          excludedMakes: z.array(slug),
          excludedStockNumbers: z.array(z.string().min(1)),
        })
        .partial()
        .strict()
        .optional(),
    }),
    dealerships: z
      .array(
        z.object({
          slug,
          name: z.string().min(1),
          dealershipGroup: z.string().optional(),
          manufacturer: slug.optional(),
          phone: z.string().min(8),
          email: z.string().email(),
          address: z.string().optional(),
          url: z.string().url().optional(),
          serviceBookingUrl: z.string().url().optional(),
          includeSoldCarsDays: z.number().int().min(0).max(14).optional(),
          offersSubscription: z.boolean().optional(),
          /** Delivery calculator: the yard's postcode and the price per region (the Dealerships delivery group). */
          delivery: z
            .object({ originPostcode: postcodeFieldSchema, regions: z.array(deliveryRegionSchema).min(1) })
            .strict()
            .optional(),
          /** Where leads go (the Dealerships leadDelivery group): the CRM's ADF intake address, staff, a webhook. */
          leadDelivery: z
            .object({ crmEmail: z.string().email().optional(), notifyEmails: z.array(z.string().email()).optional(), webhookUrl: z.string().url().optional() })
            .strict()
            .optional(),
          /** Buy online (issue 41 item 5): the account a buyer pays the balance into by bank transfer (the Dealerships bankTransfer group). */
          bankTransfer: z
            .object({
              accountName: z.string().min(1),
              bsb: z.string().refine((value) => !bsbProblem(value), BANK_DETAIL_MESSAGES.bsb),
              accountNumber: z.string().refine((value) => !accountNumberProblem(value), BANK_DETAIL_MESSAGES.accountNumber),
            })
            .strict()
            .optional(),
        }),
      )
      .min(1),
    locations: z
      .array(
        z.object({
          slug,
          name: z.string().min(1),
          dealership: slug,
          visible: z.boolean().optional(),
          primary: z.boolean().optional(),
          locationType: z.enum(LOCATION_TYPES).optional(),
          locationSubtype: z.string().optional(),
          manufacturers: z.array(slug).optional(),
          dealerLicenseNumber: z.string().optional(),
          motorVehicleRepairer: z.string().optional(),
          averageRating: z.number().min(0).max(5).optional(),
          reviewCount: z.number().int().min(0).optional(),
          /** Customer reviews (spec §3 Review); the location page shows the 12 newest. */
          reviews: z
            .array(z.object({ customerName: z.string().min(1), rating: z.number().int().min(1).max(5), date: isoDate, text: z.string().optional() }).strict())
            .optional(),
          address: z.object({
            street: z.string().min(1),
            city: z.string().min(1),
            state: z.enum(AU_STATES),
            postcode: postcodeFieldSchema,
            lat: z.number().min(-44).max(-10),
            long: z.number().min(112).max(154),
            placeUrl: z.string().url().optional(),
          }),
          phone: z.string().optional(),
          landlinePhone: z.string().optional(),
          timeZone: z.enum(AU_TIME_ZONES).optional(),
          openingHours: z.array(openingHour).max(7),
          specialHours: z.array(specialHour).optional(),
          distributionLocations: z.array(slug).optional(),
        }),
      )
      .default([]),
    models: z
      .array(
        z.object({
          slug,
          name: z.string().min(1),
          manufacturer: slug,
          status: z.enum(['available', 'coming_soon']).optional(),
          shortDescription: z.string().optional(),
          body: z.string().optional(),
          variants: z
            .array(
              z.object({
                name: z.string().min(1),
                fullName: z.string().optional(),
                series: z.string().optional(),
                dapMinPrice: z.number().min(0).optional(),
                dapMaxPrice: z.number().min(0).optional(),
                features: z.array(z.string()).optional(),
              }),
            )
            .optional(),
          colours: z
            .array(
              z.object({
                name: z.string().min(1),
                hexCode: z
                  .string()
                  .regex(/^#[0-9a-fA-F]{6}$/)
                  .optional(),
                variantName: z.string().optional(),
              }),
            )
            .optional(),
        }),
      )
      .default([]),
    promos: z
      .array(
        z.object({
          title: z.string().min(1).describe('unique within the file: seeding matches promos by title'),
          start: isoDate.optional(),
          expiry: isoDate.optional(),
          position: z.number().int().min(1).optional(),
          display: z.array(z.enum(CAR_TYPES)).optional(),
          strictDisplay: z.boolean().optional(),
          /** An offer price or a campaign makes the promo an offer on /special-offers (src/domain/offers.ts). */
          offerPrice: z.number().min(0).optional(),
          price: z.number().min(0).optional(),
          campaign: z.string().min(1).optional(),
          heading: z.string().min(1),
          text: z.string().optional(),
          linkLabel: z.string().optional(),
          href,
        }),
      )
      .default([]),
    /** Spin-to-win campaigns (issue 22); a prize's `id` is stable (spins and stock counts refer to it) and needs to be unique within its campaign only: it is stored under the campaign's own id. */
    spinCampaigns: z
      .array(
        z
          .object({
            title: z.string().min(1).describe('unique within the file: seeding matches campaigns by title'),
            intro: z.string().optional(),
            active: z.boolean().default(true),
            startsAt: isoDate.optional(),
            endsAt: isoDate.optional(),
            prizes: z.array(
              z
                .object({
                  id: slug,
                  label: z.string().min(1).max(60),
                  description: z.string().max(400).optional(),
                  weight: z.number().int().min(0).max(MAX_PRIZE_WEIGHT),
                  stockLimit: z.number().int().min(0).optional(),
                  noPrize: z.boolean().optional(),
                })
                .strict(),
            ),
            terms: z.string().min(1),
          })
          .strict()
          .superRefine((campaign, context) => {
            const checked = checkPrizeSegments(campaign.prizes)
            if (checked !== true) context.addIssue({ code: 'custom', path: ['prizes'], message: checked })
            if (new Set(campaign.prizes.map((prize) => prize.id)).size !== campaign.prizes.length)
              context.addIssue({ code: 'custom', path: ['prizes'], message: 'prize ids must be unique' })
          }),
      )
      .default([]),
    brandDirectory: z
      .object({
        title: z.string().min(1),
        sections: z
          .array(z.object({ heading: z.string().min(1), brands: z.array(z.object({ name: z.string().min(1), manufacturer: slug.optional(), href })).min(1) }))
          .min(1),
        stats: z
          .array(z.object({ value: z.string().min(1), label: z.string().min(1), href: href.optional() }))
          .max(6)
          .optional(),
      })
      .optional(),
    menus: z.object({ header: z.array(menuItem).min(1), footer: z.array(menuItem).min(1) }),
    legalTexts: z.array(z.object({ kind: valueOf(LEGAL_TEXT_KINDS), title: z.string().min(1), body: paragraphs })).default([]),
    /** Amounts customers can pay at /online-payment (issue 19); created once, never reset by a later seed (a paid one stays paid). */
    paymentRequests: z
      .array(
        z
          .object({
            reference: z.string().min(1).max(40),
            kind: z.enum(['service', 'parts', 'other']),
            description: z.string().min(1),
            amountCents: z.number().int().min(100),
            email: z.email(),
          })
          .strict(),
      )
      .default([]),
    pages: z
      .array(z.object({ slug: pagePath, title: z.string().min(1), metaDescription: z.string().max(300).optional(), layout: z.array(block).min(1) }))
      .min(1),
    editors: z
      .array(
        z.object({
          email: z.string().email(),
          name: z.string().min(1),
          password: z.string().min(8),
          roles: z
            .array(z.enum(['editor', 'finance']))
            .min(1)
            .default(['editor']),
        }),
      )
      .default([]),
  })
  .strict()
  .superRefine((seed, ctx) => {
    const dealershipSlugs = new Set(seed.dealerships.map((d) => d.slug))
    const locationSlugs = new Set(seed.locations.map((l) => l.slug))
    const duplicates = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i)
    for (const [list, values] of [
      ['dealerships', [...seed.dealerships.map((d) => d.slug)]],
      ['locations', seed.locations.map((l) => l.slug)],
      ['pages', seed.pages.map((p) => p.slug)],
      ['models', seed.models.map((m) => m.slug)],
      ['promos', seed.promos.map((p) => p.title)],
    ] as const) {
      for (const dup of new Set(duplicates([...values]))) ctx.addIssue({ code: 'custom', path: [list], message: `"${dup}" appears more than once` })
    }
    seed.locations.forEach((location, i) => {
      if (!dealershipSlugs.has(location.dealership))
        ctx.addIssue({ code: 'custom', path: ['locations', i, 'dealership'], message: `no dealership with slug "${location.dealership}" in this file` })
      location.distributionLocations?.forEach((other, j) => {
        if (!locationSlugs.has(other))
          ctx.addIssue({ code: 'custom', path: ['locations', i, 'distributionLocations', j], message: `no location with slug "${other}" in this file` })
      })
    })
    seed.pages.forEach((page, i) =>
      page.layout.forEach((b, j) => {
        if (b.blockType === 'brandDirectory' && !seed.brandDirectory)
          ctx.addIssue({ code: 'custom', path: ['pages', i, 'layout', j], message: 'a brandDirectory block needs a "brandDirectory" section in this file' })
        if (b.blockType === 'locationList' && b.dealership && !dealershipSlugs.has(b.dealership))
          ctx.addIssue({ code: 'custom', path: ['pages', i, 'layout', j, 'dealership'], message: `no dealership with slug "${b.dealership}" in this file` })
        if (b.blockType === 'reviewsStrip')
          b.locations?.forEach((slug, k) => {
            if (!locationSlugs.has(slug))
              ctx.addIssue({ code: 'custom', path: ['pages', i, 'layout', j, 'locations', k], message: `no location with slug "${slug}" in this file` })
          })
      }),
    )
    if (!seed.pages.some((p) => p.slug === 'home')) ctx.addIssue({ code: 'custom', path: ['pages'], message: 'a site needs a page with slug "home"' })
  })

export type SiteSeed = z.output<typeof siteSeedSchema>

export const manufacturerSeedSchema = z
  .array(z.object({ name: z.string().min(1), slug, vehicleKind: z.enum(['car', 'motorcycle', 'truck', 'caravan']).default('car') }))
  .min(1)
  .superRefine((list, ctx) => {
    const seen = new Set<string>()
    list.forEach((m, i) => {
      if (seen.has(m.slug)) ctx.addIssue({ code: 'custom', path: [i, 'slug'], message: `"${m.slug}" appears more than once` })
      seen.add(m.slug)
    })
  })
