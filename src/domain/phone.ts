/** Phone numbers as shoppers see them (spec §4 "Phone reveal", §9 "Phone display"). Mobile checks for forms are in mobile-phone.ts. */

/** Characters left readable before the reveal click. */
export const PHONE_MASK_VISIBLE = 5

/** "+61 7 3333 4444" -> "07 3333 4444": +61 becomes 0, ten-digit numbers are grouped 2-4-4; other numbers (13 11 22) stay as written. */
export function formatPhone(raw: string | null | undefined): string {
  const trimmed = (raw ?? '').trim()
  const local = trimmed.replace(/^\+61\s*(\(0\))?\s*/, '0')
  const digits = local.replace(/[^\d]/g, '')
  if (digits.length === 10 && /^[\d\s()-]+$/.test(local)) return `${digits.slice(0, 2)} ${digits.slice(2, 6)} ${digits.slice(6)}`
  return local
}

/** "07 33XX XXXX": digits after the first five characters are hidden until the shopper clicks. */
export function maskPhone(display: string, visible: number = PHONE_MASK_VISIBLE, mask = 'X'): string {
  return display.slice(0, visible) + display.slice(visible).replace(/\d/g, mask)
}

/** The tel: link for a number as written in the CMS or the feed. */
export function phoneHref(raw: string): string {
  return `tel:${formatPhone(raw).replace(/[^\d+]/g, '')}`
}
