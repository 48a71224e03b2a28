/**
 * Shopper alerts (issue 18, "Alerts, beyond the spec"): what one alert email says, the keys that keep
 * a repeated import from sending it twice, the unsubscribe token's value and the saved-search rules.
 */
import { escapeHtml } from './html'
import { formatMoney } from './money'
import { safeRedirectTarget } from './sign-in'

export const SAVED_SEARCH_LIMIT = 20
/** Cars listed in one saved-search email; the link to the search shows the rest. */
export const ALERT_CARS_SHOWN = 6
/** Car ids a saved search remembers (newest kept): enough to never repeat a car, small enough to store. */
export const KNOWN_CAR_IDS_LIMIT = 2000

export interface AlertCar {
  id: string
  name: string
  slug: string
  price: number | null
}

export type ShopperAlertDetails =
  | { kind: 'price-drop'; carId: string; carName: string; carSlug: string; priceBefore: number | null; priceAfter: number }
  | { kind: 'sold'; carId: string; carName: string; carSlug: string }
  | { kind: 'saved-search'; savedSearchId: number; name: string; path: string; total: number; cars: AlertCar[] }

export const priceDropKey = (customerId: number, carId: string, priceAfter: number): string => `price-drop:${customerId}:${carId}:${priceAfter}`
export const soldKey = (customerId: number, carId: string): string => `sold:${customerId}:${carId}`
/** One email per saved search per import: a second import is a second email, the same import never is. */
export const savedSearchKey = (savedSearchId: number, version: number): string => `saved-search:${savedSearchId}:${version}`

export type UnsubscribeTarget = 'watchlist' | number

/** What an unsubscribe token signs: the customer and what to stop (watched-car emails, or one saved search). */
export const unsubscribeValue = (customerId: number, target: UnsubscribeTarget): string => `${customerId}:${target}`

export function parseUnsubscribeValue(value: string | null): { customerId: number; target: UnsubscribeTarget } | null {
  const match = /^(\d{1,10}):(watchlist|\d{1,10})$/.exec(value ?? '')
  if (!match) return null
  return { customerId: Number(match[1]), target: match[2] === 'watchlist' ? 'watchlist' : Number(match[2]) }
}

/** A path a saved search may hold: this site's own search page (its query kept), else null. */
export function savedSearchPath(raw: unknown): string | null {
  const path = safeRedirectTarget(raw, '')
  return /^\/search(?:[/?]|$)/.test(path) ? path.split('#')[0]! : null
}

/** The ids a saved search knows after `added` matched: the newest win when the list is full. */
export function mergeKnownCarIds(known: unknown, added: readonly string[]): string[] {
  const ids = Array.isArray(known) ? known.filter((id): id is string => typeof id === 'string') : []
  const merged = [...new Set([...ids, ...added])]
  return merged.slice(Math.max(0, merged.length - KNOWN_CAR_IDS_LIMIT))
}

const price = (amount: number | null) => (amount === null ? 'Price on request' : formatMoney(amount))
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

export interface AlertMailContext {
  siteName: string
  /** The site's origin, e.g. https://harbourcityauto.com.au (no trailing slash). */
  origin: string
  firstName: string | null
  unsubscribeUrl: string
}

interface MailBody {
  subject: string
  lines: string[]
  /** Each is a paragraph; `href` makes it a link. */
  blocks: Array<{ text: string; href?: string }>
  why: string
  stop: string
}

function bodyFor(details: ShopperAlertDetails, { origin, siteName }: AlertMailContext): MailBody {
  if (details.kind === 'price-drop') {
    const drop = details.priceBefore !== null ? details.priceBefore - details.priceAfter : null
    const was = details.priceBefore !== null ? ` from ${price(details.priceBefore)}` : ''
    return {
      subject: `Price drop: ${details.carName} is now ${price(details.priceAfter)}`,
      lines: [
        `Good news: ${details.carName} in your watchlist has dropped${was} to ${price(details.priceAfter)}${drop && drop > 0 ? ` (${price(drop)} less)` : ''}.`,
      ],
      blocks: [{ text: `See ${details.carName}`, href: `${origin}/cars/${details.carSlug}` }],
      why: `You saved this car to your watchlist on ${siteName}.`,
      stop: 'Stop watchlist emails',
    }
  }
  if (details.kind === 'sold') {
    return {
      subject: `${details.carName} has been sold`,
      lines: [`${details.carName}, a car in your watchlist, has been sold.`, `We have more cars like it in stock.`],
      blocks: [{ text: 'Browse our cars', href: `${origin}/search` }],
      why: `You saved this car to your watchlist on ${siteName}.`,
      stop: 'Stop watchlist emails',
    }
  }
  const shown = details.cars.slice(0, ALERT_CARS_SHOWN)
  return {
    subject: `${plural(details.total, 'new car')} for your saved search "${details.name}"`,
    lines: [`${plural(details.total, 'new car')} ${details.total === 1 ? 'matches' : 'match'} your saved search "${details.name}".`],
    blocks: [
      ...shown.map((car) => ({ text: `${car.name}: ${price(car.price)}`, href: `${origin}/cars/${car.slug}` })),
      { text: details.total > shown.length ? `See all ${details.total} new cars and more` : 'See the search', href: `${origin}${details.path}` },
    ],
    why: `You saved this search on ${siteName}.`,
    stop: 'Stop emails for this search',
  }
}

/** The alert email: plain text and HTML saying the same, each with the unsubscribe link. */
export function shopperAlertMail(details: ShopperAlertDetails, context: AlertMailContext): { subject: string; text: string; html: string } {
  const body = bodyFor(details, context)
  const greeting = context.firstName ? `Hi ${context.firstName},` : 'Hi,'
  const text = [
    greeting,
    '',
    ...body.lines,
    '',
    ...body.blocks.map((block) => (block.href ? `${block.text}: ${block.href}` : block.text)),
    '',
    `${body.why} ${body.stop}: ${context.unsubscribeUrl}`,
  ].join('\n')
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...body.lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<ul>${body.blocks.map((block) => `<li>${block.href ? `<a href="${escapeHtml(block.href)}">${escapeHtml(block.text)}</a>` : escapeHtml(block.text)}</li>`).join('')}</ul>`,
    `<p style="color:#555;font-size:13px">${escapeHtml(body.why)} <a href="${escapeHtml(context.unsubscribeUrl)}">${escapeHtml(body.stop)}</a></p>`,
  ].join('')
  return { subject: body.subject, text, html }
}
