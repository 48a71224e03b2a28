/** Australian postcodes: validation (spec §5, §8) and postcode -> location from the shipped table. */
import { z } from 'zod'

import table from './data/au-postcodes.json'
import { type LatLong } from './geo'
import { POSTCODE_PATTERN, validatePostcodeField } from './postcode-field'
import { DEFAULT_TEXTS } from './texts'

// The field rule and the distance live in light modules of their own (browser islands import them).
export { distanceKm, type LatLong } from './geo'
export { validatePostcodeField } from './postcode-field'

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

/** The centre of a postcode's localities, or null when it is not a known Australian postcode. */
export function postcodeLocation(postcode: string): PostcodeLocation | null {
  const key = postcode.trim()
  if (!POSTCODE_PATTERN.test(key) || !Object.hasOwn(POSTCODES, key)) return null
  const [lat, long, state] = POSTCODES[key]!
  return { postcode: key, lat, long, state }
}
