/**
 * What the vehicle page shows for one car and one site (spec §2 "Vehicle detail page", §4, §5, §9):
 * the sidebar (price, finance, badges, buttons), the spec lists, features, comments and the media.
 * Pages render this; they decide nothing themselves.
 */
import { soldNotice, type SoldNotice } from './availability'
import { cardTag, type CardTag, type CardTagOptions } from './card-tag'
import { type FinanceProvider } from './finance'
import { financeCalculatorSetup, type FinanceCalculatorBounds, type FinanceCalculatorOptions, type FinanceCalculatorValues } from './finance-calculator'
import { type CarForFinance, type FinanceLender } from './finance-eligibility'
import { feetToMetres, formatDate, registrationText } from './format'
import { fuelConsumptionOf, showFuelCalculator, type CarForFuel } from './fuel-cost'
import { listingFinance, type ListingFinance } from './listing-finance'
import { formatCount } from './money'
import { marketPriceBadge, type CarForMarketPrice } from './price-comparison'
import { priceDisplay, type CarForPricing, type PriceDisplay } from './price-display'
import { isSpecValueShown, TEXT_LIMITS } from './text-limits'
import { DEFAULT_TEXTS, type Texts } from './texts'
import { vehicleButtons, type CarForVehicleButtons, type VehicleButton, type VehicleButtonContext } from './vehicle-buttons'

export interface VehicleVariant {
  cylinders?: number | null
  enginesize?: number | null
  enginesize_litres?: number | null
  induction?: string | null
  fuelconsumptioncombined?: number | null
  fuelcapacity?: number | null
  grossvehiclemass?: number | null
  vehiclelength?: number | null
  vehicleheight?: number | null
  vehiclewidth?: number | null
  towingcapacitybraked?: number | null
  torque?: number | null
  bodyconfiguration?: string | null
  ancaprating?: number | null
  geartype?: string | null
}

export interface CarForVehiclePage extends CarForPricing, CarForFinance, CarForFuel, CarForMarketPrice, CarForVehicleButtons {
  id: string
  slug: string
  name: string
  make: string
  model: string
  year: number
  car_type: string
  status: string
  km?: number | null
  price_type?: string | null
  badge?: string | null
  series?: string | null
  colour?: string | null
  interior_colour?: string | null
  stocknum?: string | null
  vin?: string | null
  regplate?: string | null
  rego_expiry?: string | null
  build_date?: string | null
  compliance_date?: string | null
  simple_body?: string | null
  simple_drive?: string | null
  simple_transmission?: string | null
  simple_fuel?: string | null
  trans?: string | null
  drive?: string | null
  doors?: number | null
  seats?: number | null
  engine_size?: number | null
  engine_size_litres?: number | null
  gearnum?: number | null
  certified?: boolean | null
  created_at?: string | null
  views?: number | null
  item_type?: string | null
  standardEquipment?: readonly string[] | null
  dealercomments?: string | null
  images?: ReadonlyArray<{ image: { url: string; thumb?: { url: string } | null } }> | null
  primary_image_url?: string | null
  video_url?: string | null
  external_video_url?: string | null
  spin_images?: readonly string[] | null
  spin_interior_image?: string | null
  variant?: VehicleVariant | null
  caravan?: {
    body_width?: number | null
    body_length?: number | null
    tare_weight?: number | null
    axle_type?: string | null
    sleeps?: number | null
    aggregate_trailer_mass?: number | null
  } | null
}

export interface VehiclePageSettings {
  now: Date
  financeProvider?: FinanceProvider | null
  financeEstimateOnCards: boolean
  showViewsCount: boolean
  buttons: readonly VehicleButton[]
  buttonContext: VehicleButtonContext
  /** The car's dealership offers subscriptions. */
  offersSubscription?: boolean
  noPriceText?: string | null
  tagOptions?: Omit<CardTagOptions, 'now'>
  calculator?: Omit<FinanceCalculatorOptions, 'provider' | 'vehiclePrice'>
  defaultTermYears?: number
  defaultFrequency?: FinanceCalculatorValues['frequency']
  spinStartsInGallery?: boolean
  /** The site's extra slide shown second in the gallery. */
  customSlide?: { image: string; href?: string | null; alt: string } | null
  texts?: Texts
}

export interface SpecRow {
  label: string
  value: string
}

export type GallerySlide =
  | { kind: 'image'; src: string | null; thumb: string | null; alt: string }
  | { kind: 'video'; src: string; external: boolean; title: string }
  | { kind: 'custom'; src: string; href: string | null; alt: string }

export type MediaView = 'spin' | 'gallery' | 'interior'

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
  specs: { featured: SpecRow[]; specifications: SpecRow[]; summary: SpecRow[] }
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
  financeCalculator: { bounds: FinanceCalculatorBounds; start: FinanceCalculatorValues; disclaimer: string | null }
}

/** Gallery thumbnails only with more than 3 images (spec §9). */
export const GALLERY_THUMBNAILS_FROM = 4

// Whole numbers with thousands separators, decimals kept (6.4 L/100km).
const specNumber = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 2 })
const row = (label: string, value: unknown, unit = ''): SpecRow | null => (isSpecValueShown(value) ? { label, value: `${typeof value === 'number' ? specNumber.format(value) : String(value).trim()}${unit}` } : null)
const rows = (...candidates: Array<SpecRow | null>): SpecRow[] => candidates.filter((candidate): candidate is SpecRow => candidate !== null)
const titleCase = (value: string | null | undefined) => (value ? value.replace(/(^|[\s_-])([a-z])/g, (_, gap: string, letter: string) => `${gap === '_' ? ' ' : gap}${letter.toUpperCase()}`) : null)

/** Dates in feeds are ISO dates or years; show dd/MM/yyyy for dates and the year as it is. */
function dateOrYear(value: string | null | undefined, year: number): string {
  if (value && /^\d{4}-\d{2}-\d{2}/.test(value)) return formatDate(value)
  return value?.trim() || String(year)
}

/** Engine as shoppers read it: "2.0L 4 cyl Turbo" (litres, cylinders, induction); null when the feed gives neither size nor cylinders. */
export function engineText(car: Pick<CarForVehiclePage, 'variant' | 'engine_size_litres'>): string | null {
  const litres = car.variant?.enginesize_litres ?? car.engine_size_litres
  const cylinders = car.variant?.cylinders
  if (!litres && !cylinders) return null
  return [litres ? `${litres.toFixed(1)}L` : null, cylinders ? `${cylinders} cyl` : null, car.variant?.induction].filter(Boolean).join(' ')
}

function specLists(car: CarForVehiclePage, registration: string | null): VehiclePageView['specs'] {
  const v = car.variant ?? {}
  return {
    featured: rows(
      row('Kilometres', car.km ?? null, ' km'),
      row(car.compliance_date ? 'Compliance date' : 'Year', dateOrYear(car.compliance_date, car.year)),
      row(car.build_date ? 'Build date' : 'Build year', dateOrYear(car.build_date, car.year)),
      row('Engine', engineText(car)),
      row('Fuel type', car.simple_fuel),
      row('Transmission', car.trans ?? car.simple_transmission),
      row('Induction', v.induction),
      row('Seats', car.seats),
      row('Registration', car.regplate),
      row('Rego expiry', registration),
      row('Stock no.', car.stocknum),
      row('VIN', car.vin),
      row('Exterior colour', car.colour),
    ),
    specifications: rows(
      row('Engine size', v.enginesize ?? car.engine_size, ' cc'),
      row('Fuel consumption (combined)', v.fuelconsumptioncombined, ' L/100km'),
      row('Fuel tank', v.fuelcapacity, ' L'),
      row('Gross vehicle mass', v.grossvehiclemass, ' kg'),
      row('Length', v.vehiclelength, ' mm'),
      row('Height', v.vehicleheight, ' mm'),
      row('Width', v.vehiclewidth, ' mm'),
      row('Towing capacity (braked)', v.towingcapacitybraked, ' kg'),
    ),
    summary: rows(
      row('Body type', car.simple_body ?? v.bodyconfiguration),
      row('Drive type', car.drive ?? car.simple_drive),
      row('Colour', car.colour),
      row('Interior colour', car.interior_colour),
      row('Torque', v.torque, ' Nm'),
      row('Cylinders', v.cylinders),
      row('Gearbox', v.geartype ?? (car.gearnum ? `${car.gearnum}-speed ${car.simple_transmission?.toLowerCase() ?? ''}`.trim() : null)),
      row('Doors', car.doors),
      row('Safety rating', v.ancaprating ? `${v.ancaprating}-star ANCAP` : null),
      row('Badge', car.badge),
      row('Series', car.series),
    ),
  }
}

/** Caravan specifications: the feed gives body sizes in feet; shoppers read metres (spec §3, §9). The print sheet shows the same rows. */
export function caravanSpecRows(c: CarForVehiclePage['caravan']): SpecRow[] {
  if (!c) return []
  const metres = (feet: number | null | undefined) => (typeof feet === 'number' && feet > 0 ? `${feetToMetres(feet)} m (${feet} ft)` : null)
  return rows(
    row('Body length', metres(c.body_length)),
    row('Body width', metres(c.body_width)),
    row('Tare weight', c.tare_weight, ' kg'),
    row('Aggregate trailer mass', c.aggregate_trailer_mass, ' kg'),
    row('Axle type', c.axle_type),
    row('Sleeps', c.sleeps),
  )
}

function gallerySlides(car: CarForVehiclePage, settings: VehiclePageSettings): GallerySlide[] {
  const photos = car.images?.length ? car.images : car.primary_image_url ? [{ image: { url: car.primary_image_url, thumb: null } }] : []
  // A car without photos still gets one slide: the not-found placeholder (spec §8).
  const slides: GallerySlide[] = photos.length
    ? photos.map((photo, i) => ({ kind: 'image', src: photo.image.url || null, thumb: photo.image.thumb?.url ?? photo.image.url ?? null, alt: i === 0 ? car.name : `${car.name}, photo ${i + 1}` }))
    : [{ kind: 'image', src: null, thumb: null, alt: car.name }]
  const video = car.video_url?.trim() || car.external_video_url?.trim()
  // Spec §2: the video is the second slide; the site's custom slide also wants position 2 and follows it.
  const second: GallerySlide[] = []
  if (video) second.push({ kind: 'video', src: video, external: !car.video_url?.trim(), title: `${car.name} video` })
  if (settings.customSlide?.image) second.push({ kind: 'custom', src: settings.customSlide.image, href: settings.customSlide.href ?? null, alt: settings.customSlide.alt })
  slides.splice(1, 0, ...second)
  return slides
}

export type CarFinanceCalculatorSettings = Pick<VehiclePageSettings, 'now' | 'financeProvider' | 'financeEstimateOnCards' | 'offersSubscription' | 'noPriceText' | 'calculator' | 'defaultTermYears' | 'defaultFrequency' | 'texts'>

/**
 * The finance calculator for one car on one site: bounds for the site, dealer, provider and the car's
 * shown price (or a budget the shopper brought), starting values from its lender, and the lender's
 * disclaimer. The vehicle page and the finance calculator block (with car_id) both use it.
 */
export function carFinanceCalculator(car: CarForVehiclePage, settings: CarFinanceCalculatorSettings, budget?: number | null): VehiclePageView['financeCalculator'] {
  const texts = settings.texts ?? DEFAULT_TEXTS
  const price = priceDisplay(car, { offersSubscription: settings.offersSubscription, noPriceText: settings.noPriceText, texts })
  const finance = listingFinance(car, { provider: settings.financeProvider, estimateEnabled: settings.financeEstimateOnCards, now: settings.now })
  const lender: FinanceLender | null = finance?.kind === 'lender' ? finance.lender : settings.financeProvider ? (car.finance_lenders?.[settings.financeProvider] ?? null) : null
  const vehiclePrice = budget ?? price.amount ?? car.price ?? null
  const setup = financeCalculatorSetup(
    { ...settings.calculator, provider: settings.financeProvider, vehiclePrice },
    { vehiclePrice, lenderDeposit: lender?.deposit, interestRate: lender?.interestRate, termYears: settings.defaultTermYears, frequency: settings.defaultFrequency },
    texts,
  )
  return { ...setup, disclaimer: lender?.disclaimer?.trim() || null }
}

export function vehiclePageView(car: CarForVehiclePage, settings: VehiclePageSettings): VehiclePageView {
  const texts = settings.texts ?? DEFAULT_TEXTS
  const { now } = settings
  const registration = car.regplate || car.rego_expiry ? registrationText(car.rego_expiry, now, texts) : null
  const price = priceDisplay(car, { offersSubscription: settings.offersSubscription, noPriceText: settings.noPriceText, texts })
  const finance = listingFinance(car, { provider: settings.financeProvider, estimateEnabled: settings.financeEstimateOnCards, now })
  const photos = gallerySlides(car, settings)
  const hasSpin = (car.spin_images?.length ?? 0) > 1
  const mediaViews: MediaView[] = [...(hasSpin ? (['spin'] as const) : []), 'gallery', ...(car.spin_interior_image ? (['interior'] as const) : [])]
  const comments = car.dealercomments?.trim() || null
  return {
    title: car.name,
    subtitle: [car.badge, car.series].filter(isSpecValueShown).join(' ') || null,
    tag: cardTag(car, { ...settings.tagOptions, now, texts }),
    price,
    priceType: price.amount !== null && isSpecValueShown(car.price_type) ? titleCase(car.price_type!.replace(/_/g, ' ')) : null,
    soldNotice: soldNotice(car, texts),
    finance,
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
    specs: specLists(car, registration),
    specsShownFirst: TEXT_LIMITS.specs,
    features: (car.standardEquipment ?? []).map((feature) => feature.trim()).filter(isSpecValueShown),
    featuresShownFirst: TEXT_LIMITS.features,
    comments,
    commentsLimit: TEXT_LIMITS.dealerComments,
    caravan: caravanSpecRows(car.caravan),
    gallery: { slides: photos, thumbnails: photos.length >= GALLERY_THUMBNAILS_FROM },
    media: { views: mediaViews, start: hasSpin && !settings.spinStartsInGallery ? 'spin' : 'gallery' },
    fuelCalculator: showFuelCalculator(car) ? { litresPer100km: fuelConsumptionOf(car) } : null,
    financeCalculator: carFinanceCalculator(car, settings),
  }
}
