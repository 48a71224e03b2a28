/**
 * Mobile numbers on lead forms (spec §3 "Mobile Number"), checked with libphonenumber-js's mobile
 * metadata. Apart from phone.ts so pages that only show a phone number don't load the metadata (33 KB).
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile'

/** An Australian mobile number in one form (+61412345678) however it was written, or null when it is not one. */
export function australianMobileE164(raw: string | null | undefined): string | null {
  const phone = parsePhoneNumberFromString((raw ?? '').trim(), 'AU')
  // The mobile metadata makes isValid() mean "a valid mobile number" for the number's country.
  return phone !== undefined && phone.country === 'AU' && phone.isValid() ? phone.number : null
}

/** A valid Australian mobile number, written locally (0412 345 678) or internationally (+61 412 345 678). */
export const isAustralianMobile = (raw: string | null | undefined): boolean => australianMobileE164(raw) !== null
