/**
 * What the vehicle page shows for one car and one site (spec §2 "Vehicle detail page", §4, §5, §9):
 * the sidebar (price, finance, badges, buttons), the spec lists, features, comments and the media.
 * Pages render this; they decide nothing themselves.
 */
import { soldNotice, type SoldNotice } from './availability'
import { carFinanceCalculator, type CarFinanceCalculator, type CarFinanceCalculatorSettings } from './car-finance-calculator'
import { cardTag, type CardTag, type CardTagOptions } from './card-tag'
import { registrationText } from './format'
import { fuelConsumptionOf, showFuelCalculator } from './fuel-cost'
import { listingFinance, type ListingFinance } from './listing-finance'
import { formatCount } from './money'
import { marketPriceBadge } from './price-comparison'
import { priceDisplay, type PriceDisplay } from './price-display'
import { isSpecValueShown, TEXT_LIMITS } from './text-limits'
import { DEFAULT_TEXTS } from './texts'
import { vehicleButtons, type VehicleButton, type VehicleButtonContext } from './vehicle-buttons'
import type { CarForVehiclePage } from './vehicle-page-car'
import { vehicleGallery, vehicleMediaViews, type CustomSlide, type GallerySlide, type MediaView } from './vehicle-page-media'
import { caravanSpecRows, vehicleSpecLists, type SpecRow, type VehicleSpecLists } from './vehicle-page-specs'

export interface VehiclePageSettings extends CarFinanceCalculatorSettings {
  showViewsCount: boolean
  buttons: readonly VehicleButton[]
  buttonContext: VehicleButtonContext
  tagOptions?: Omit<CardTagOptions, 'now'>
  spinStartsInGallery?: boolean
  customSlide?: CustomSlide | null
}

export interface VehiclePageView {
  title: string
  subtitle: string | null
  tag: CardTag | null
  price: PriceDisplay
  /** "Drive Away" or "Excl. Government Charges": what the price includes, when the feed says. */
  priceType: string | null
  soldNotice: SoldNotice | null
  finance: ListingFinance | null
  marketBadge: { average: number; below: number } | null
  views: number | null
  icons: { km: string | null; transmission: string | null; body: string | null; fuel: string | null }
  buttons: VehicleButton[]
  registration: string | null
  specs: VehicleSpecLists
  /** Rows shown before "Show All Specs" (spec §9: 4). */
  specsShownFirst: number
  features: string[]
  featuresShownFirst: number
  comments: string | null
  commentsLimit: number
  caravan: SpecRow[]
  gallery: { slides: GallerySlide[]; thumbnails: boolean }
  media: { views: MediaView[]; start: MediaView }
  fuelCalculator: { litresPer100km: number } | null
  financeCalculator: CarFinanceCalculator
}

const titleCase = (value: string | null | undefined) =>
  value ? value.replace(/(^|[\s_-])([a-z])/g, (_, gap: string, letter: string) => `${gap === '_' ? ' ' : gap}${letter.toUpperCase()}`) : null

export function vehiclePageView(car: CarForVehiclePage, settings: VehiclePageSettings): VehiclePageView {
  const texts = settings.texts ?? DEFAULT_TEXTS
  const { now } = settings
  const registration = car.regplate || car.rego_expiry ? registrationText(car.rego_expiry, now, texts) : null
  const price = priceDisplay(car, { offersSubscription: settings.offersSubscription, noPriceText: settings.noPriceText, texts })
  return {
    title: car.name,
    subtitle: [car.badge, car.series].filter(isSpecValueShown).join(' ') || null,
    tag: cardTag(car, { ...settings.tagOptions, now, texts }),
    price,
    priceType: price.amount !== null && isSpecValueShown(car.price_type) ? titleCase(car.price_type!.replace(/_/g, ' ')) : null,
    soldNotice: soldNotice(car, texts),
    finance: listingFinance(car, { provider: settings.financeProvider, estimateEnabled: settings.financeEstimateOnCards, now }),
    marketBadge: marketPriceBadge(car),
    views: settings.showViewsCount ? (car.views ?? 0) : null,
    icons: {
      km: typeof car.km === 'number' ? `${formatCount(car.km)} km` : null,
      transmission: titleCase(car.simple_transmission ?? car.trans),
      body: titleCase(car.simple_body),
      fuel: titleCase(car.simple_fuel),
    },
    buttons: vehicleButtons(car, settings.buttons, settings.buttonContext),
    registration,
    specs: vehicleSpecLists(car, registration),
    specsShownFirst: TEXT_LIMITS.specs,
    features: (car.standardEquipment ?? []).map((feature) => feature.trim()).filter(isSpecValueShown),
    featuresShownFirst: TEXT_LIMITS.features,
    comments: car.dealercomments?.trim() || null,
    commentsLimit: TEXT_LIMITS.dealerComments,
    caravan: caravanSpecRows(car.caravan),
    gallery: vehicleGallery(car, settings.customSlide),
    media: vehicleMediaViews(car, settings.spinStartsInGallery),
    fuelCalculator: showFuelCalculator(car) ? { litresPer100km: fuelConsumptionOf(car) } : null,
    financeCalculator: carFinanceCalculator(car, settings),
  }
}
