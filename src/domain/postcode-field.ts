/** The forms' postcode rule (spec §5 "Postcode field"): no table, no zod, so browser islands can use it. */
import { ERROR_TEXTS } from './error-texts'
import type { Texts } from './texts'

export const POSTCODE_MAX_LENGTH = 4
export const POSTCODE_PATTERN = /^\d{4}$/

/** Forms: required, exactly 4 digits; one message for every failure. Null when valid. */
export function validatePostcodeField(value: string | null | undefined, texts: Pick<Texts, 'postcodeInvalidFormat'> = ERROR_TEXTS): string | null {
  return POSTCODE_PATTERN.test((value ?? '').trim()) ? null : texts.postcodeInvalidFormat
}
