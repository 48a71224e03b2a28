/**
 * Shopper sign-in rules (spec §2 "/sign-in?type=…&redirect=…&back=…", §4 "Gated pages", §6 roles;
 * issue 18): why the shopper is asked to sign in, where they go afterwards, and how long a code lasts.
 */

export const SIGN_IN_TYPES = ['watchlist', 'trade-in', 'checkout', 'finance', 'spin-to-win', 'online-payment', 'car-finance', 'my-garage'] as const
export type SignInType = (typeof SIGN_IN_TYPES)[number]

export interface SignInCopy {
  heading: string
  text: string
}

/** The heading and line for each reason; a site may word its own in the admin. */
export const SIGN_IN_COPY: Record<SignInType, SignInCopy> = {
  watchlist: { heading: 'Sign in to save this car', text: 'Keep the cars you like in your watchlist and hear when their price drops.' },
  'trade-in': { heading: 'Sign in to value your trade-in', text: 'We keep your valuation in your garage so you can come back to it.' },
  checkout: { heading: 'Sign in to reserve this car', text: 'Reserve online in a few minutes; your reservation is kept in your garage.' },
  finance: { heading: 'Sign in to apply for finance', text: 'Your answers are saved as you go, so you can finish later.' },
  'spin-to-win': { heading: 'Sign in to spin to win', text: 'One spin per shopper: sign in so we know where to send your prize.' },
  'online-payment': { heading: 'Sign in to pay online', text: 'Pay your deposit or invoice securely with your account.' },
  'car-finance': { heading: 'Sign in for car finance', text: 'See finance answers for this car and keep them in your garage.' },
  'my-garage': { heading: 'Sign in to your garage', text: 'Your watchlist, saved searches, enquiries and details in one place.' },
}

export const isSignInType = (value: unknown): value is SignInType => typeof value === 'string' && (SIGN_IN_TYPES as readonly string[]).includes(value)

/** The reason asked for, or my-garage for a missing or unknown one. */
export const signInTypeOf = (value: unknown): SignInType => (isSignInType(value) ? value : 'my-garage')

/** A site's own copy for a type when it has set both lines, else the platform's. */
export function signInCopyFor(
  type: SignInType,
  overrides: ReadonlyArray<{ type?: string | null; heading?: string | null; text?: string | null }> | null | undefined,
): SignInCopy {
  const own = overrides?.find((row) => row.type === type)
  const base = SIGN_IN_COPY[type]
  return { heading: own?.heading?.trim() || base.heading, text: own?.text?.trim() || base.text }
}

const PLACEHOLDER_ORIGIN = 'https://site.invalid'

/**
 * Where to send the shopper after sign-in (or Back): only a path on this site. Anything that could
 * leave the site (`//evil.example`, `/\evil`, `https:`, `javascript:`, their %-encoded and
 * whitespace-padded forms) becomes `fallback`. The result is normalised (no dot segments, no
 * backslashes) and keeps its query and fragment.
 */
export function safeRedirectTarget(raw: unknown, fallback = '/'): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2000) return fallback
  // Decoded once more than the browser will: an encoded "//" or "\" must not survive as a path.
  let decoded = raw
  try {
    decoded = decodeURIComponent(raw)
  } catch {
    return fallback
  }
  for (const form of [raw, decoded]) {
    if (!form.startsWith('/') || form.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(form)) return fallback
    if (/^\/[\s/\\]/.test(form)) return fallback
  }
  let url: URL
  try {
    url = new URL(raw, PLACEHOLDER_ORIGIN)
  } catch {
    return fallback
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return fallback
  const target = `${url.pathname}${url.search}${url.hash}`
  return target.startsWith('//') ? fallback : target
}

/** /sign-in with its reason and the two places it leads. */
export function signInHref({ type, redirect, back }: { type: SignInType; redirect: string; back?: string | null }): string {
  const query = new URLSearchParams({ type, redirect: safeRedirectTarget(redirect) })
  const previous = back ? safeRedirectTarget(back, '') : ''
  if (previous) query.set('back', previous)
  return `/sign-in?${query}`
}

/** The page a shopper came from, as a same-site path (the Referer's path when it is this host), or null. */
export function refererPath(referer: string | null | undefined, host: string): string | null {
  if (!referer) return null
  try {
    const url = new URL(referer)
    if (url.host !== host) return null
    const path = safeRedirectTarget(`${url.pathname}${url.search}`, '')
    return path || null
  } catch {
    return null
  }
}

/** Pages a site may put behind sign-in (the garage always is), with the reason the sign-in page shows. */
export const SIGN_IN_GATES = {
  checkout: 'checkout',
  finance: 'finance',
  carFinance: 'car-finance',
  spinToWin: 'spin-to-win',
  onlinePayment: 'online-payment',
} as const satisfies Record<string, SignInType>
export type SignInGate = keyof typeof SIGN_IN_GATES

/** Gated paths outside a car's own pages (checkout is /cars/{slug}/checkout). */
export const GATED_PATHS: Readonly<Record<string, SignInGate>> = {
  finance: 'finance',
  'finance-enquiry': 'finance',
  'apply-for-finance': 'finance',
  'finance-pre-approval': 'finance',
  'instant-price': 'finance',
  'personalised/finance': 'carFinance',
  'spin-to-win': 'spinToWin',
  'online-payment': 'onlinePayment',
}

/** The shopper's session token (httpOnly; features/accounts/sessions.ts). */
export const SESSION_COOKIE = 'shopper_session'

/** The session token a request carries, if any. */
export function sessionTokenOf(cookieHeader: string | null): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name === SESSION_COOKIE) return rest.join('=') || null
  }
  return null
}

/**
 * The readable companion of the httpOnly session cookie (accounts' sessions set both): holds no
 * secret, only tells the page a shopper is signed in, so the watchlist and Save this search load
 * without asking the server first.
 */
export const SIGNED_IN_COOKIE = 'shopper_signed_in'

export const SIGN_IN_CODE_MINUTES = 10
export const SIGN_IN_CODE_TRIES = 5
export const SESSION_DAYS = 30

/** A 6-digit code as typed: spaces and dashes allowed between digits. */
export const normaliseSignInCode = (raw: string): string | null => {
  const digits = raw.replace(/[\s-]/g, '')
  return /^\d{6}$/.test(digits) ? digits : null
}

/** Email addresses compare without case or surrounding space. */
export const normaliseEmail = (raw: string): string => raw.trim().toLowerCase()

/** The garage's path on a site: its own name (e.g. /mymotorama) when set, else /my-garage. */
export const garagePathOf = (site: { garagePath?: string | null }): string => (site.garagePath ? `/${site.garagePath}` : '/my-garage')
