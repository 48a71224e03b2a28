/** Australian postcodes: validation (spec §5, §8) and postcode -> location from the shipped table. */
import { z } from 'zod'

import table from './data/au-postcodes.json'
import { type LatLong } from './geo'
import { POSTCODE_PATTERN, validatePostcodeField } from './postcode-field'
import { DEFAULT_TEXTS, type Texts } from './texts'

// The field rule and the distance live in light modules of their own (browser islands import them).
export { distanceKm, EARTH_RADIUS_KM, type LatLong } from './geo'
export { POSTCODE_MAX_LENGTH, validatePostcodeField } from './postcode-field'

export interface PostcodeLocation extends LatLong {
  postcode: string
  state: string
}

type PostcodeEntry = readonly [lat: number, long: number, state: string]
// Built by scripts/build-postcode-table.ts; every entry's shape is checked by postcode.test.ts.
const POSTCODES = table.postcodes as unknown as Readonly<Record<string, PostcodeEntry>>

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
