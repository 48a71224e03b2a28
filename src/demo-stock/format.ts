/**
 * Text formats of the demo feed, written out by hand because they run for every one of up to
 * 50,000 generated cars (Intl and Date#toISOString cost more than the rest of a car together).
 */

/** "45,990". */
export function thousands(value: number): string {
  const digits = String(Math.round(value))
  let out = ''
  for (let i = 0; i < digits.length; i++) out += (i > 0 && (digits.length - i) % 3 === 0 ? ',' : '') + digits[i]
  return out
}

/** "2024 Toyota HiLux SR5" -> "2024-toyota-hilux-sr5". */
export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

const pad = (value: number, width = 2) => String(value).padStart(width, '0')

/** Year, month and day of a day count since 1970-01-01 (proleptic Gregorian, H. Hinnant's algorithm). */
function civil(days: number): [year: number, month: number, day: number] {
  const z = days + 719_468
  const era = Math.floor(z / 146_097)
  const dayOfEra = z - era * 146_097
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1_460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365)
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100))
  const shifted = Math.floor((5 * dayOfYear + 2) / 153)
  const month = shifted < 10 ? shifted + 3 : shifted - 9
  return [yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, dayOfYear - Math.floor((153 * shifted + 2) / 5) + 1]
}

/** "2026-11-22": the UTC day of a Unix time in seconds. */
export function isoDay(seconds: number): string {
  const [year, month, day] = civil(Math.floor(seconds / 86_400))
  return `${year}-${pad(month)}-${pad(day)}`
}

/** "2026-11-22T08:15:00.000Z", as Date#toISOString gives it, for whole seconds. */
export function isoTimestamp(seconds: number): string {
  const inDay = ((seconds % 86_400) + 86_400) % 86_400
  return `${isoDay(seconds)}T${pad(Math.floor(inDay / 3_600))}:${pad(Math.floor((inDay % 3_600) / 60))}:${pad(inDay % 60)}.000Z`
}

/** "2024-03" from a month count (year * 12 + zero-based month). */
export const monthText = (index: number) => `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`
