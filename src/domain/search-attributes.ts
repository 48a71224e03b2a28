/**
 * What a shopper's words are matched against in a site's stock (issue 40), in the dealer's words,
 * and the search record attributes behind each. The order is the ranking: a word found in an earlier
 * one ranks the car higher. A site may set its own order in Sites → Search; none means this one.
 */
export const SEARCHABLE_FIELDS = {
  name: { label: 'Title (year, make, model and badge)', attributes: ['name'] },
  make: { label: 'Make', attributes: ['make'] },
  model: { label: 'Model', attributes: ['model'] },
  badge: { label: 'Badge', attributes: ['badge'] },
  series: { label: 'Series', attributes: ['series'] },
  body: { label: 'Body type', attributes: ['body'] },
  categories: { label: 'Categories (Utes, SUVs, 7+ seats...)', attributes: ['categories'] },
  fuel: { label: 'Fuel', attributes: ['fuel'] },
  transmission: { label: 'Transmission', attributes: ['transmission', 'gearbox'] },
  drive: { label: 'Drive (4WD, AWD...)', attributes: ['drive'] },
  colour: { label: 'Colour', attributes: ['colour'] },
  seats: { label: 'Seats ("7 seats")', attributes: ['seats_text'] },
  location: { label: 'Location', attributes: ['location_name'] },
  stocknum: { label: 'Stock number', attributes: ['stocknum'] },
  vin: { label: 'VIN', attributes: ['vin'] },
} as const satisfies Record<string, { label: string; attributes: readonly string[] }>
export type SearchableField = keyof typeof SEARCHABLE_FIELDS

export const DEFAULT_SEARCHABLE_FIELDS = Object.keys(SEARCHABLE_FIELDS) as SearchableField[]

const isSearchableField = (value: unknown): value is SearchableField => typeof value === 'string' && Object.hasOwn(SEARCHABLE_FIELDS, value)

/** The site's chosen order (unknown entries dropped, each once), or the default when it chose none. */
export function readSearchableFields(stored: readonly unknown[] | null | undefined): SearchableField[] {
  const chosen = [...new Set((stored ?? []).filter(isSearchableField))]
  return chosen.length > 0 ? chosen : [...DEFAULT_SEARCHABLE_FIELDS]
}

/**
 * Algolia's searchableAttributes for the fields, one priority each. Unordered: where in a title the
 * word sits says nothing about the car (Algolia's advice for all but ordered text).
 */
export function searchableAttributesFor(fields: readonly SearchableField[]): string[] {
  return fields.flatMap((field) => SEARCHABLE_FIELDS[field].attributes.map((attribute) => `unordered(${attribute})`))
}

/** "7 seats", for shoppers who type "7 seater" (the standard synonyms make seater = seats). */
export function seatsText(seats: number | null | undefined): string | null {
  return seats && seats > 0 ? `${seats} seats` : null
}

/**
 * Automatic or Manual, whatever the feed calls the gearbox ("CVT", "7 Speed Dual Clutch", "6 SP
 * AUTO", "Reduction Gear"), so a shopper's "automatic" finds it. An automated manual needs no clutch
 * pedal, so it counts as automatic, as on an Australian licence.
 */
export function gearboxOf(transmission: string | null | undefined): 'Automatic' | 'Manual' | null {
  const text = transmission?.toLowerCase() ?? ''
  if (
    /automat|\bauto\b|cvt|constant(ly)? variable|continuously variable|dual[- ]clutch|\bdct\b|\bdsg\b|sequential|tiptronic|reduction gear|single speed|\b1 speed\b|\bat\b|\bamt\b/.test(
      text,
    )
  )
    return 'Automatic'
  if (/manual|\bman\b|\bmt\b/.test(text)) return 'Manual'
  return null
}
