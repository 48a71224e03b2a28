import type { Geocoder } from '@/features/calculators'
import { validatePostcodeField } from '@/domain/postcode-field'
import { DEFAULT_TEXTS, type Texts } from '@/domain/texts'

export type LocatePostcodeAnswer = { status: 200; body: { postcode: string; lat: number; long: number } } | { status: 400 | 503; body: { message: string } }

/**
 * The location list's "nearest first" by postcode (spec §2 "Dealer locations", §5 postcode field, §7
 * "GET geocoding service", §8): empty is "Please enter a postcode.", not 4 digits is "Invalid postcode.
 * Please enter a 4-digit number.", a postcode the geocoder does not know is "Invalid postcode".
 */
export async function locatePostcode(
  input: string | null | undefined,
  deps: { geocoder: Geocoder; texts?: Texts; log?: Pick<Console, 'warn'> },
): Promise<LocatePostcodeAnswer> {
  const texts = deps.texts ?? DEFAULT_TEXTS
  const postcode = (input ?? '').trim()
  if (!postcode) return { status: 400, body: { message: texts.postcodeRequired } }
  const formatError = validatePostcodeField(postcode, texts)
  if (formatError) return { status: 400, body: { message: formatError } }
  try {
    const place = await deps.geocoder.locate(postcode)
    if (!place) return { status: 400, body: { message: texts.postcodeNotFound } }
    return { status: 200, body: { postcode, lat: place.lat, long: place.long } }
  } catch (error) {
    ;(deps.log ?? console).warn('[postcode-location] geocoding failed', { postcode }, error)
    return { status: 503, body: { message: texts.unexpectedError } }
  }
}
