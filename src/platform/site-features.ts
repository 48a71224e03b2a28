import { z } from 'zod'

import { DEFAULT_MIN_REVIEW_RATING } from '@/domain/format'
import { DEFAULT_VEHICLE_BUTTONS, defaultVehicleButtons, VEHICLE_BUTTONS, type VehicleButton } from '@/domain/vehicle-buttons'
import { CARD_BUTTONS, DEFAULT_SEARCH_FILTERS, FACET_DISPLAYS, FACET_SORTS, FILTER_ATTRIBUTES, type CardButton } from '@/domain/search-page-config'

/**
 * Per-site behaviour that the spec describes as "lists of site slugs". Each switch lives on the
 * Site document instead; these are the defaults a new site gets and the only place they are written.
 */
export const FINANCE_FREQUENCIES = ['weekly', 'fortnightly', 'monthly'] as const

export const SITE_FEATURE_DEFAULTS = {
  phoneMasking: true,
  searchGridColumns: 3,
  promoEvery: 0,
  promoPositions: [] as number[],
  soldCarDays: 3,
  hidePriceZeroOnPriceAscending: false,
  favouritesEnabled: true,
  compareEnabled: true,
  headerPhoneVisible: true,
  dropdownsOpenOnHover: false,
  defaultFinanceTermYears: 6,
  defaultFinanceFrequency: 'weekly' as (typeof FINANCE_FREQUENCIES)[number],
  popularMakesSplit: false,
  searchCarousel: false,
  showViewsCount: false,
  financeEstimateOnCards: true,
  cardButtons: ['enquire-now', 'view-details'] as CardButton[],
  clearFiltersPath: '',
  searchFilters: DEFAULT_SEARCH_FILTERS,
  vehicleButtons: DEFAULT_VEHICLE_BUTTONS as VehicleButton[],
  spinStartsInGallery: false,
  reviewsMinimumRating: DEFAULT_MIN_REVIEW_RATING,
  hideReviews: false,
  /** The end-of-financial-year promo tile (src/domain/offers.ts), shown until its cut-off. */
  endOfFinancialYearTile: false,
  /** /spin-to-win and the spin-to-win block (issue 22): needs shopper accounts and a live campaign. */
  spinToWin: false,
} as const

/** Payload stores unset optional fields as null; treat null like "not set" so the default applies. */
const orDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess((value) => (value === null || value === undefined ? fallback : value), schema)

export const siteFeaturesSchema = z.object({
  phoneMasking: orDefault(z.boolean(), SITE_FEATURE_DEFAULTS.phoneMasking),
  searchGridColumns: orDefault(z.coerce.number().int().min(3).max(4), SITE_FEATURE_DEFAULTS.searchGridColumns),
  promoEvery: orDefault(z.number().int().min(0).max(50), SITE_FEATURE_DEFAULTS.promoEvery),
  promoPositions: orDefault(z.array(z.number().int().min(1)), [...SITE_FEATURE_DEFAULTS.promoPositions]),
  soldCarDays: orDefault(z.number().int().min(0).max(14), SITE_FEATURE_DEFAULTS.soldCarDays),
  hidePriceZeroOnPriceAscending: orDefault(z.boolean(), SITE_FEATURE_DEFAULTS.hidePriceZeroOnPriceAscending),
  favouritesEnabled: orDefault(z.boolean(), SITE_FEATURE_DEFAULTS.favouritesEnabled),
  compareEnabled: orDefault(z.boolean(), SITE_FEATURE_DEFAULTS.compareEnabled),
  headerPhoneVisible: orDefault(z.boolean(), SITE_FEATURE_DEFAULTS.headerPhoneVisible),
  dropdownsOpenOnHover: orDefault(z.boolean(), SITE_FEATURE_DEFAULTS.dropdownsOpenOnHover),
  defaultFinanceTermYears: orDefault(z.number().min(1).max(7).multipleOf(0.5), SITE_FEATURE_DEFAULTS.defaultFinanceTermYears),
  defaultFinanceFrequency: orDefault(z.enum(FINANCE_FREQUENCIES), SITE_FEATURE_DEFAULTS.defaultFinanceFrequency),
  popularMakesSplit: orDefault(z.boolean(), SITE_FEATURE_DEFAULTS.popularMakesSplit),
  searchCarousel: orDefault(z.boolean(), SITE_FEATURE_DEFAULTS.searchCarousel),
  showViewsCount: orDefault(z.boolean(), SITE_FEATURE_DEFAULTS.showViewsCount),
  financeEstimateOnCards: orDefault(z.boolean(), SITE_FEATURE_DEFAULTS.financeEstimateOnCards),
  // An empty list in the admin means "the defaults", like an unset field.
  cardButtons: z.preprocess(
    (value) => (Array.isArray(value) && value.length > 0 ? value : [...SITE_FEATURE_DEFAULTS.cardButtons]),
    z.array(z.enum(Object.keys(CARD_BUTTONS) as [CardButton, ...CardButton[]])),
  ),
  clearFiltersPath: orDefault(z.string().regex(/^(\/[^\s]*)?$/), SITE_FEATURE_DEFAULTS.clearFiltersPath),
  vehicleButtons: z.preprocess(
    (value) => (Array.isArray(value) && value.length > 0 ? value : [...SITE_FEATURE_DEFAULTS.vehicleButtons]),
    z.array(z.enum(Object.keys(VEHICLE_BUTTONS) as [VehicleButton, ...VehicleButton[]])),
  ),
  spinStartsInGallery: orDefault(z.boolean(), SITE_FEATURE_DEFAULTS.spinStartsInGallery),
  reviewsMinimumRating: orDefault(z.number().min(0).max(5), SITE_FEATURE_DEFAULTS.reviewsMinimumRating),
  hideReviews: orDefault(z.boolean(), SITE_FEATURE_DEFAULTS.hideReviews),
  endOfFinancialYearTile: orDefault(z.boolean(), SITE_FEATURE_DEFAULTS.endOfFinancialYearTile),
  spinToWin: orDefault(z.boolean(), SITE_FEATURE_DEFAULTS.spinToWin),
  searchFilters: z.preprocess(
    (value) => (Array.isArray(value) && value.length > 0 ? value : SITE_FEATURE_DEFAULTS.searchFilters.map((filter) => ({ ...filter }))),
    z.array(
      z
        .object({
          attribute: z.enum(Object.keys(FILTER_ATTRIBUTES) as [keyof typeof FILTER_ATTRIBUTES, ...Array<keyof typeof FILTER_ATTRIBUTES>]),
          label: z.preprocess((value) => (typeof value === 'string' && value.trim() ? value.trim() : undefined), z.string().optional()),
          display: orDefault(z.enum(FACET_DISPLAYS), 'dropdown'),
          sort: orDefault(z.enum(FACET_SORTS), 'count'),
        })
        .transform((filter) => ({ ...filter, label: filter.label ?? FILTER_ATTRIBUTES[filter.attribute] })),
    ),
  ),
})

export type SiteFeatures = z.output<typeof siteFeaturesSchema>

/** The one way to read a site's feature switches: every missing or null value takes its default. */
export function readSiteFeatures(site: { features?: unknown; checkout?: { buyOnline?: boolean | null } | null } | null | undefined): SiteFeatures {
  const raw = site?.features && typeof site.features === 'object' ? (site.features as { vehicleButtons?: unknown }) : {}
  const features = siteFeaturesSchema.parse(raw)
  if (Array.isArray(raw.vehicleButtons) && raw.vehicleButtons.length > 0) return features
  // Not picked: the vehicle page offers what the site's cards and checkout offer.
  const buyOnline = Boolean(site?.checkout?.buyOnline)
  const reservations = features.cardButtons.some((button) => button === 'reserve' || button === 'buy-online')
  return { ...features, vehicleButtons: defaultVehicleButtons({ reservations, buyOnline }) }
}
