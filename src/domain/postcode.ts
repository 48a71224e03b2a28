/** Australian postcodes: validation (spec §5, §8) and postcode -> location from the shipped table. */
import { z } from 'zod'

import table from './data/au-postcodes.json'
import { DEFAULT_TEXTS, type Texts } from './texts'

export const POSTCODE_MAX_LENGTH = 4
const POSTCODE_PATTERN = /^\d{4}$/

export interface LatLong {
  lat: number
  long: number
}

export interface PostcodeLocation extends LatLong {
  postcode: string
  state: string
}

type PostcodeEntry = readonly [lat: number, long: number, state: string]
// Built by scripts/build-postcode-table.ts; every entry's shape is checked by postcode.test.ts.
const POSTCODES = table.postcodes as unknown as Readonly<Record<string, PostcodeEntry>>

/** Forms: required, exactly 4 digits; one message for every failure. Null when valid. */
export function validatePostcodeField(value: string | null | undefined, texts: Texts = DEFAULT_TEXTS): string | null {
  return POSTCODE_PATTERN.test((value ?? '').trim()) ? null : texts.postcodeInvalidFormat
}

/** The same form rule at a zod boundary (lead forms, seeds, stock feeds): trimmed, spec message on failure. */
export const postcodeFieldSchema = z
  .string()
  .trim()
  .refine((value) => validatePostcodeField(value) === null, { message: DEFAULT_TEXTS.postcodeInvalidFormat })

/** The delivery calculator: "Please enter a postcode." when empty, "Invalid postcode" when not a known postcode. */
export function validateDeliveryPostcode(value: string | null | undefined, texts: Texts = DEFAULT_TEXTS): string | null {
  const trimmed = (value ?? '').trim()
  if (!trimmed) return texts.postcodeRequired
  return postcodeLocation(trimmed) ? null : texts.postcodeNotFound
}

/** The centre of a postcode's localities, or null when it is not a known Australian postcode. */
export function postcodeLocation(postcode: string): PostcodeLocation | null {
  const key = postcode.trim()
  if (!POSTCODE_PATTERN.test(key) || !Object.hasOwn(POSTCODES, key)) return null
  const [lat, long, state] = POSTCODES[key]!
  return { postcode: key, lat, long, state }
}

/** All postcodes in the table, sorted; for admin pickers and tests. */
export function knownPostcodes(): string[] {
  return Object.keys(POSTCODES).sort()
}

export const EARTH_RADIUS_KM = 6371

/** Great-circle (haversine) distance in km. */
export function distanceKm(from: LatLong, to: LatLong): number {
  const rad = Math.PI / 180
  const dLat = (to.lat - from.lat) * rad
  const dLong = (to.long - from.long) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(from.lat * rad) * Math.cos(to.lat * rad) * Math.sin(dLong / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}
