/** Money and number formats (spec §9 "Formats"): whole dollars with $ and commas, en-AU. */

/**
 * An en-AU number format made on its first use. A page's first Intl.NumberFormat loads the locale's
 * data (about 100 ms on a throttled phone CPU); made at a module's top level, every page whose code
 * imports the module paid it before it could answer a tap, whether it formatted a number or not.
 */
export function numberFormat(options: Intl.NumberFormatOptions): (value: number) => string {
  let format: Intl.NumberFormat | undefined
  return (value) => (format ??= new Intl.NumberFormat('en-AU', options)).format(value)
}

// Amounts past this, and NaN or infinity, go to Intl: toFixed turns exponential at 1e21, and doubles lose whole cents well before.
const PLAIN_LIMIT = 1e15
const intlMoney = numberFormat({ style: 'currency', currency: 'AUD', minimumFractionDigits: 0, maximumFractionDigits: 0 })
const intlMoneyWithCents = numberFormat({ style: 'currency', currency: 'AUD', minimumFractionDigits: 2, maximumFractionDigits: 2 })
const intlCount = numberFormat({ maximumFractionDigits: 0 })

/**
 * `value` in en-AU digits with `decimals` places, thousands grouped with commas, and its sign apart.
 * Rounded as Intl rounds: half away from zero, on the number's shortest decimal form (1.005 is
 * "1.005", so $1.01), not on its binary value as toFixed does. Done by hand because the prices and
 * counts a page hydrates would otherwise make its first Intl.NumberFormat in the middle of hydration.
 */
function grouped(value: number, decimals: number): { negative: boolean; digits: string } {
  const text = String(Math.abs(value))
  // Exponent form below 1e-6 (PLAIN_LIMIT keeps the large ones away): rounds to zero at these places.
  const [whole, fraction = ''] = text.includes('e') ? ['0', ''] : (text.split('.') as [string, string?])
  let scaled = whole + fraction.slice(0, decimals).padEnd(decimals, '0')
  if ((fraction[decimals] ?? '0') >= '5') scaled = (BigInt(scaled) + 1n).toString().padStart(scaled.length, '0')
  const wholePart = scaled.slice(0, scaled.length - decimals).replace(/^0+(?=\d)/, '')
  const digits = wholePart.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (decimals ? `.${scaled.slice(scaled.length - decimals)}` : '')
  return { negative: value < 0 && /[1-9]/.test(scaled), digits }
}

/** "$45,990": prices, repayments and finance bounds are shown in whole dollars. */
export function formatMoney(amount: number): string {
  if (!(Math.abs(amount) < PLAIN_LIMIT)) return intlMoney(amount)
  const { negative, digits } = grouped(amount, 0)
  return `${negative ? '-' : ''}$${digits}`
}

/** "$42.50": the fuel cost is the one amount shown with cents. */
export function formatMoneyWithCents(amount: number): string {
  if (!(Math.abs(amount) < PLAIN_LIMIT)) return intlMoneyWithCents(amount)
  const { negative, digits } = grouped(amount, 2)
  return `${negative ? '-' : ''}$${digits}`
}

/** "1,234": review counts, views and other counts with thousands separators. */
export function formatCount(value: number): string {
  if (!(Math.abs(value) < PLAIN_LIMIT)) return intlCount(value)
  const { negative, digits } = grouped(value, 0)
  return `${negative ? '-' : ''}${digits}`
}

/** Reads a money input ("$12,500", "12500.50"); empty or unreadable is null, negative becomes 0 (spec §5). */
export function parseMoneyInput(input: string): number | null {
  const cleaned = input.replace(/[$,\s]/g, '')
  if (cleaned === '' || !/^-?\d*\.?\d+$/.test(cleaned)) return null
  return Math.max(0, Number(cleaned))
}

/** A money box's text once the shopper leaves it: a negative amount shows as 0 (spec §5); anything else stays as typed, for the server to read. */
export function settleMoneyText(text: string): string {
  return text.includes('-') && parseMoneyInput(text) === 0 ? '0' : text
}

/** Rounds to cents without the 1.005 -> 1.00 floating-point trap. */
export function roundToCents(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100
}

/** Money input quick picks (spec §5): $5,000 to $70,000; one site uses the $300,000 to $800,000 set. */
export const MONEY_QUICK_PICKS: readonly number[] = [5000, 10000, 15000, 20000, 25000, 30000, 40000, 50000, 60000, 70000]
export const MONEY_QUICK_PICKS_HIGH: readonly number[] = [300000, 400000, 500000, 600000, 700000, 800000]

/** What a money input shows when the shopper is not typing in it: "$12,500", or empty for no value. */
export function moneyInputText(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? formatMoney(value) : ''
}
