/**
 * Derived search facets (spec §3 "Search facets"): the values shoppers filter on that a stock feed
 * does not send as such: price bands, weekly-repayment bands, categories and headline features.
 */
import { formatMoney } from './money'

/** Upper bounds (exclusive) of the drive-away price bands; the last band is open-ended. */
const PRICE_BAND_LIMITS = [10_000, 15_000, 20_000, 25_000, 30_000, 40_000, 50_000, 60_000, 75_000, 100_000, 150_000] as const
/** Upper bounds (exclusive) of the weekly repayment bands. */
const WEEKLY_BAND_LIMITS = [100, 150, 200, 250, 300, 400, 500] as const

function bandLabel(amount: number, limits: readonly number[], suffix: string): string {
  const upper = limits.find((limit) => amount < limit)
  if (upper !== undefined && upper === limits[0]) return `Under ${formatMoney(upper)}${suffix}`
  if (upper === undefined) return `${formatMoney(limits[limits.length - 1] as number)}${suffix} and over`
  const lower = limits[limits.indexOf(upper) - 1] as number
  return `${formatMoney(lower)} to ${formatMoney(upper)}${suffix}`
}

/** "$20,000 to $25,000": the price_range facet; cars without a price have none. */
export function priceRangeLabel(price: number | null | undefined): string | null {
  return price && price > 0 ? bandLabel(price, PRICE_BAND_LIMITS, '') : null
}

/** "$150 to $200 per week": the weekly_price_range facet, from the card's weekly estimate. */
export function weeklyPriceRangeLabel(weekly: number | null | undefined): string | null {
  return weekly && weekly > 0 ? bandLabel(weekly, WEEKLY_BAND_LIMITS, ' per week') : null
}

/**
 * Facet sort "by price label" (spec §2): band labels in money order, not alphabetical, so
 * "$5,000" sorts before "$10,000" and "Under ..." first, "... and over" last.
 */
export function comparePriceLabels(a: string, b: string): number {
  return priceLabelRank(a) - priceLabelRank(b) || a.localeCompare(b)
}

function priceLabelRank(label: string): number {
  const first = /\$([\d,]+)/.exec(label)
  const amount = first ? Number(first[1]!.replace(/,/g, '')) : Number.MAX_SAFE_INTEGER
  return label.startsWith('Under') ? amount - 0.5 : amount
}

export interface CarForCategories {
  simple_body?: string | null
  simple_fuel?: string | null
  simple_drive?: string | null
  seats?: number | null
  item_type?: string | null
  car_type?: string | null
  certified?: boolean | null
  km?: number | null
  year?: number | null
}

/**
 * The categories facet: shopper-language groups a car belongs to ("Family SUVs", "4x4 and
 * off-road", "Electric and hybrid", "7+ seats"...). A car can sit in several.
 */
export function stockCategories(car: CarForCategories, currentYear: number): string[] {
  if (car.item_type === 'caravan') return ['Caravans']
  if (car.item_type === 'motorcycle') return ['Motorcycles']
  const body = (car.simple_body ?? '').toLowerCase()
  const fuel = (car.simple_fuel ?? '').toLowerCase()
  const drive = (car.simple_drive ?? '').toLowerCase()
  const categories: string[] = []
  if (body.includes('suv')) categories.push('SUVs')
  if (body.includes('ute') || body.includes('cab')) categories.push('Utes')
  if (body.includes('van') && !body.includes('caravan')) categories.push('Vans')
  if (body.includes('hatch') || body.includes('sedan')) categories.push('Hatches and sedans')
  if (body.includes('coupe') || body.includes('convertible')) categories.push('Sports and convertibles')
  if (drive.includes('4wd') || drive.includes('4x4')) categories.push('4x4 and off-road')
  if (fuel.includes('electric') || fuel.includes('hybrid')) categories.push('Electric and hybrid')
  if ((car.seats ?? 0) >= 7) categories.push('7+ seats')
  if (car.car_type === 'used' && car.year && currentYear - car.year >= 10) categories.push('Budget buys')
  if (car.car_type === 'used' && car.km !== null && car.km !== undefined && car.km < 30_000 && car.year && currentYear - car.year <= 3)
    categories.push('Nearly new')
  if (car.certified) categories.push('Certified pre-owned')
  return categories
}

/** Equipment shoppers filter on (the filtered_features facet); the feed's wording varies, so match loosely. */
const HEADLINE_FEATURES: ReadonlyArray<readonly [label: string, pattern: RegExp]> = [
  ['Apple CarPlay', /carplay/i],
  ['Android Auto', /android auto/i],
  ['Reversing camera', /revers(e|ing) camera|rear view camera|reversing camera/i],
  ['360-degree camera', /360/],
  ['Adaptive cruise control', /adaptive cruise/i],
  ['Blind spot monitoring', /blind spot/i],
  ['Lane keeping assist', /lane (keep|keeping|departure|support)/i],
  ['Autonomous emergency braking', /autonomous emergency braking|\bAEB\b/i],
  ['Heated seats', /heated (front )?seats/i],
  ['Leather seats', /leather/i],
  ['Sunroof', /sunroof|moonroof|panoramic roof/i],
  ['Satellite navigation', /sat(ellite)? ?nav|navigation/i],
  ['Keyless entry', /keyless|smart key|push button start/i],
  ['Tow bar', /tow ?bar/i],
  ['Roof racks', /roof rack|roof rails/i],
]

export function headlineFeatures(standardEquipment: readonly string[] | null | undefined): string[] {
  if (!standardEquipment || standardEquipment.length === 0) return []
  return HEADLINE_FEATURES.filter(([, pattern]) => standardEquipment.some((item) => pattern.test(item))).map(([label]) => label)
}
