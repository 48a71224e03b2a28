/**
 * The printed sheet of one car (spec §2 /print?car_id={slug}, §7 "Print PDF for a slug"): which
 * fields are printed and how they read. The print page renders it as HTML, the PDF route draws it
 * with pdfkit, so both print the same thing. Pure: no I/O, no React.
 */
import { formatDate, registrationText } from '@/domain/format'
import { caravanSpecRows } from '@/domain/vehicle-page-specs'
import { formatCount } from '@/domain/money'
import { formatPhone, phoneHref } from '@/domain/phone'
import { priceDisplay, type CarForPricing } from '@/domain/price-display'
import { cutText, isSpecValueShown } from '@/domain/text-limits'
import { DEFAULT_TEXTS, type Texts } from '@/domain/texts'
import { DEFAULT_TIME_ZONE } from '@/domain/time'

/** The car fields a sheet reads; a StockCar has them all. */
export interface CarForPrintSheet extends CarForPricing {
  slug: string
  name: string
  year: number
  price_type?: string | null
  badge?: string | null
  series?: string | null
  km?: number | null
  trans?: string | null
  simple_transmission?: string | null
  simple_body?: string | null
  simple_fuel?: string | null
  colour?: string | null
  stocknum?: string | null
  vin?: string | null
  regplate?: string | null
  rego_expiry?: string | null
  item_type?: string | null
  standardEquipment?: readonly string[] | null
  dealercomments?: string | null
  images?: ReadonlyArray<{ image: { url: string } }> | null
  primary_image_url?: string | null
  caravan?: {
    body_length?: number | null
    body_width?: number | null
    tare_weight?: number | null
    aggregate_trailer_mass?: number | null
    axle_type?: string | null
    sleeps?: number | null
  } | null
}

/** Where the car is sold from: a location of its dealership, or the dealership itself. */
export interface PrintDealerInput {
  name: string
  address?: string | null
  phone?: string | null
}

export interface PrintSheetOptions {
  siteName: string
  siteTagline?: string | null
  /** The vehicle page's absolute URL, printed so a paper copy leads back to the listing. */
  pageUrl: string
  now: Date
  dealer?: PrintDealerInput | null
  /** The car's dealership offers subscriptions (spec §4 price display order). */
  offersSubscription?: boolean
  noPriceText?: string | null
  texts?: Texts
  timeZone?: string
}

export interface PrintRow {
  label: string
  value: string
}

/** One line of the price block: the price shown, the list price struck through, or the was-price. */
export interface PrintPriceLine {
  kind: 'price' | 'struckThrough' | 'was'
  text: string
  /** "Drive Away", "Excl. Govt. Charges" beside the price; "Was" before a was-price. */
  label: string | null
}

export interface PrintSheet {
  site: { name: string; tagline: string | null }
  title: string
  subtitle: string | null
  priceLines: PrintPriceLine[]
  /** The first photo's URL, or null for a car without photos. */
  photo: string | null
  details: PrintRow[]
  /** Caravan specifications, lengths in metres (spec §9: 1 ft = 0.3048 m); empty for other vehicles. */
  caravan: PrintRow[]
  features: string[]
  comments: string | null
  dealer: { name: string; address: string | null; phone: string | null; phoneHref: string | null } | null
  url: string
  /** "Generated on 24/11/2026". */
  generated: string
}

/** Features printed: the first 12 keep the sheet on one or two A4 pages. */
export const PRINT_FEATURES = 12
/** Dealer comments printed in full up to this length, then cut with "...". */
export const PRINT_COMMENTS_LIMIT = 1500

const row = (label: string, value: unknown, unit = ''): PrintRow | null =>
  isSpecValueShown(value) ? { label, value: `${typeof value === 'number' ? formatCount(value) : String(value).trim()}${unit}` } : null
const rows = (...candidates: Array<PrintRow | null>): PrintRow[] => candidates.filter((candidate): candidate is PrintRow => candidate !== null)
const shown = (value: string | null | undefined): string | null => (isSpecValueShown(value) ? value!.trim() : null)

function priceLines(car: CarForPrintSheet, options: PrintSheetOptions, texts: Texts): PrintPriceLine[] {
  const price = priceDisplay(car, { offersSubscription: options.offersSubscription, noPriceText: options.noPriceText, texts })
  // The feed's price type ("Drive Away") says what a dealer price includes; a subscription is not that price.
  const priceType = price.amount !== null && price.kind !== 'subscription' ? shown(car.price_type) : null
  const lines: PrintPriceLine[] = []
  if (price.struckThrough) lines.push({ kind: 'struckThrough', text: price.struckThrough, label: null })
  lines.push({ kind: 'price', text: price.text, label: priceType })
  if (price.wasPrice && !price.struckThrough) lines.push({ kind: 'was', text: price.wasPrice, label: 'Was' })
  return lines
}

/** The sheet for one car: what both the print page and the PDF show. */
export function vehiclePrintSheet(car: CarForPrintSheet, options: PrintSheetOptions): PrintSheet {
  const texts = options.texts ?? DEFAULT_TEXTS
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE
  const registration = car.rego_expiry ? registrationText(car.rego_expiry, options.now, texts, timeZone) : null
  const comments = shown(car.dealercomments)
  const dealer = options.dealer
  const dealerPhone = shown(dealer?.phone)
  return {
    site: { name: options.siteName, tagline: shown(options.siteTagline) },
    title: car.name,
    subtitle: [car.badge, car.series].filter(isSpecValueShown).join(' ') || null,
    priceLines: priceLines(car, options, texts),
    photo: shown(car.images?.[0]?.image.url) ?? shown(car.primary_image_url),
    details: rows(
      row('Year', String(car.year)),
      row('Kilometres', car.km, ' km'),
      row('Transmission', car.trans ?? car.simple_transmission),
      row('Body type', car.simple_body),
      row('Fuel type', car.simple_fuel),
      row('Colour', car.colour),
      row('Stock no.', car.stocknum),
      row('VIN', car.vin),
      row('Registration', car.regplate),
      row('Rego expiry', registration),
    ),
    caravan: caravanSpecRows(car.caravan),
    features: (car.standardEquipment ?? [])
      .filter(isSpecValueShown)
      .map((feature) => feature.trim())
      .slice(0, PRINT_FEATURES),
    comments: comments === null ? null : cutText(comments, PRINT_COMMENTS_LIMIT).text,
    dealer:
      dealer && isSpecValueShown(dealer.name)
        ? {
            name: dealer.name.trim(),
            address: shown(dealer.address),
            phone: dealerPhone ? formatPhone(dealerPhone) : null,
            phoneHref: dealerPhone ? phoneHref(dealerPhone) : null,
          }
        : null,
    url: options.pageUrl,
    generated: `Generated on ${formatDate(options.now, timeZone)}`,
  }
}
