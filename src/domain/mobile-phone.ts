/**
 * Mobile numbers on lead forms (spec §3 "Mobile Number"), checked with libphonenumber-js's mobile
 * metadata. Apart from phone.ts so pages that only show a phone number don't load the metadata (33 KB).
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile'

/** A valid Australian mobile number, written locally (0412 345 678) or internationally (+61 412 345 678). */
export function isAustralianMobile(raw: string | null | undefined): boolean {
  const phone = parsePhoneNumberFromString((raw ?? '').trim(), 'AU')
  // The mobile metadata makes isValid() mean "a valid mobile number" for the number's country.
  return phone !== undefined && phone.country === 'AU' && phone.isValid()
}
