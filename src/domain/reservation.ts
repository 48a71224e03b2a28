/**
 * Reserving a car online (issue 19; spec §4 "Availability", card tag RESERVED, §9 reserve deposit):
 * whether a car can be reserved, what the shopper pays now and later, how long a reservation holds
 * the car, and the checkout's steps. The server checks eligibility again at every step.
 */
import type { CheckoutStep } from './checkout-steps'

/** Platform defaults; a site or dealership may set its own deposit and hold window. */
export const RESERVATION_DEFAULTS = {
  /** Spec §9: the reserve deposit default is $200. */
  depositDollars: 200,
  /** How long a paid reservation holds the car unless the dealer extends, completes or cancels it. */
  holdHours: 48,
  /** An unpaid reservation lets the car go after this long. */
  unpaidMinutes: 30,
} as const

/** The reserve flow's address on a site: /cars/{slug}/checkout, or /cars/{slug}/buy-online on sites that call it that (spec §2). */
export const CHECKOUT_PATHS = ['checkout', 'buy-online'] as const
export type CheckoutPath = (typeof CHECKOUT_PATHS)[number]

export const checkoutHref = (carSlug: string, path: CheckoutPath | null | undefined = 'checkout'): string =>
  `/cars/${encodeURIComponent(carSlug)}/${path ?? 'checkout'}`

/** Reserve (a deposit that holds the car) or buy online (the whole purchase, behind a site flag). */
export type CheckoutJourney = 'reserve' | 'buy-online'

/** What a confirmation link's reservation number is signed for (platform/secrets signValue), so a guessed number shows nothing. */
export const RESERVATION_LINK_PURPOSE = 'reservation'

/** Where one step of a checkout lives: each step is its own URL, so back, forward and reload work. */
export function checkoutStepHref(
  { journey, carSlug, checkoutPath }: { journey: CheckoutJourney; carSlug: string; checkoutPath?: CheckoutPath | null },
  step: CheckoutStep,
  reservationToken?: string,
): string {
  const query = new URLSearchParams(journey === 'buy-online' ? { car_id: carSlug } : {})
  if (step !== 'car') query.set('step', step)
  if (reservationToken) query.set('reservation', reservationToken)
  const base = journey === 'buy-online' ? '/checkout-journey' : checkoutHref(carSlug, checkoutPath)
  const search = query.toString()
  return search ? `${base}?${search}` : base
}

/** Where Buy Online leads: the whole purchase on sites with buy online, else the reserve flow. */
export const buyOnlineHref = (carSlug: string, { checkoutPath, buyOnline }: { checkoutPath?: CheckoutPath | null; buyOnline?: boolean | null }): string =>
  buyOnline ? checkoutStepHref({ journey: 'buy-online', carSlug }, 'car') : checkoutHref(carSlug, checkoutPath)

/**
 * How long a new, unpaid reservation holds the car: the unpaid window while the deposit is paid
 * online (the payment page is open for that long), the hold window when the shopper pays at the
 * dealership or by phone (they need time to get there; staff mark it paid).
 */
export function unpaidHoldMinutes(
  payment: 'online' | 'at-dealership',
  { holdHours = RESERVATION_DEFAULTS.holdHours, unpaidMinutes = RESERVATION_DEFAULTS.unpaidMinutes }: { holdHours?: number; unpaidMinutes?: number } = {},
): number {
  return payment === 'online' ? unpaidMinutes : holdHours * 60
}

/** A reservation's statuses, as staff read them in the admin. */
export const RESERVATION_STATUS_LABELS = {
  'pending-payment': 'Pending payment',
  paid: 'Paid',
  completed: 'Completed',
  cancelled: 'Cancelled',
  expired: 'Expired',
  refunded: 'Refunded',
} as const
export type ReservationStatus = keyof typeof RESERVATION_STATUS_LABELS

/** The statuses in which a reservation holds its car: at most one such reservation per car. */
export const HOLDING_STATUSES: readonly ReservationStatus[] = ['pending-payment', 'paid']

/** When a reservation stops holding the car: 30 minutes after it was made while unpaid, the hold window after payment; never once it has ended. */
export function reservationExpiresAt(
  status: ReservationStatus,
  {
    createdAt,
    paidAt,
    holdHours = RESERVATION_DEFAULTS.holdHours,
    unpaidMinutes = RESERVATION_DEFAULTS.unpaidMinutes,
  }: { createdAt: Date; paidAt?: Date | null; holdHours?: number; unpaidMinutes?: number },
): Date | null {
  if (status === 'pending-payment') return new Date(createdAt.getTime() + unpaidMinutes * 60_000)
  if (status === 'paid') return new Date((paidAt ?? createdAt).getTime() + holdHours * 3_600_000)
  return null
}

/** What staff can do to a reservation in the admin, and from which statuses (issue 19 "Admin"). */
export const RESERVATION_ACTIONS = {
  'mark-paid': { label: 'Mark paid', from: ['pending-payment'] },
  extend: { label: 'Extend hold', from: HOLDING_STATUSES },
  complete: { label: 'Complete sale', from: HOLDING_STATUSES },
  cancel: { label: 'Cancel and refund', from: HOLDING_STATUSES },
} as const satisfies Record<string, { label: string; from: readonly ReservationStatus[] }>
export type ReservationAction = keyof typeof RESERVATION_ACTIONS

export const reservationActionsFor = (status: ReservationStatus): ReservationAction[] =>
  (Object.keys(RESERVATION_ACTIONS) as ReservationAction[]).filter((action) =>
    (RESERVATION_ACTIONS[action].from as readonly ReservationStatus[]).includes(status),
  )

/** Cancelling gives the deposit back when it was paid online; a deposit paid at the dealership is refunded there. */
export const cancelledStatus = (paidOnline: boolean): ReservationStatus => (paidOnline ? 'refunded' : 'cancelled')

export interface ReservationAmounts {
  /** All in whole cents, so sums are exact. */
  priceCents: number
  tradeInCents: number
  depositCents: number
  /** What is left after the trade-in and the deposit; never below zero. */
  balanceCents: number
}

const cents = (dollars: number) => Math.round(dollars * 100)

/** The checkout summary: price, trade-in value (when given), the deposit now and the balance. */
export function reservationAmounts({
  price,
  depositDollars = RESERVATION_DEFAULTS.depositDollars,
  tradeInDollars = 0,
}: {
  price: number
  depositDollars?: number
  tradeInDollars?: number
}): ReservationAmounts {
  const priceCents = cents(price)
  const tradeInCents = Math.min(cents(Math.max(0, tradeInDollars)), priceCents)
  const depositCents = Math.min(cents(Math.max(0, depositDollars)), priceCents - tradeInCents)
  return { priceCents, tradeInCents, depositCents, balanceCents: priceCents - tradeInCents - depositCents }
}

/** How the balance is paid: a reservation's rough plan; a purchase's method, which its contract states. */
export const BALANCE_METHODS = {
  reserve: { cash: 'Cash or bank transfer', finance: 'Finance', undecided: 'Not sure yet' },
  'buy-online': { finance: 'Finance', 'bank-transfer': 'Bank transfer', card: 'Card, online' },
} as const satisfies Record<CheckoutJourney, Record<string, string>>
export type PurchaseBalanceMethod = keyof (typeof BALANCE_METHODS)['buy-online']
export type BalanceMethod = keyof (typeof BALANCE_METHODS)['reserve'] | PurchaseBalanceMethod

export interface CheckoutChoices {
  journey?: CheckoutJourney
  tradeIn?: { hasTradeIn: boolean; rego?: string; km?: number; note?: string; offer?: CheckoutTradeInOffer | null } | null
  balance?: { method: BalanceMethod } | null
  pickup?: { method: 'pickup' } | { method: 'delivery'; postcode: string } | null
  /** A purchase: when the buyer confirmed the contract of sale (ISO 8601). */
  contractAcceptedAt?: string | null
}

/** A standing online trade-in offer (issue 20) the checkout counts at its low end. */
export interface CheckoutTradeInOffer {
  reference: string
  lowDollars: number
  highDollars: number
}

const BALANCE_WORDS: Record<BalanceMethod, string> = {
  cash: 'cash or bank transfer',
  finance: 'finance',
  undecided: 'not decided yet',
  'bank-transfer': 'bank transfer to the dealership',
  card: 'card, paid online with the deposit',
}

/** The reservation or purchase as a few plain lines for the dealer's CRM, staff email and webhook (the lead's comments). */
export function reservationSummaryLines(reference: string, amounts: ReservationAmounts, choices: CheckoutChoices): string[] {
  const money = (cents: number) => `$${(cents / 100).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
  const offer = choices.tradeIn?.offer
  const trade = choices.tradeIn?.hasTradeIn
    ? `Trade-in: yes${offer ? `, online offer ${offer.reference} of $${offer.lowDollars.toLocaleString('en-AU')} to $${offer.highDollars.toLocaleString('en-AU')}` : ''}${choices.tradeIn.rego ? `, rego ${choices.tradeIn.rego}` : ''}${choices.tradeIn.km !== undefined ? `, ${choices.tradeIn.km.toLocaleString('en-AU')} km` : ''}${choices.tradeIn.note ? ` (${choices.tradeIn.note.replace(/\s+/g, ' ')})` : ''}`
    : 'Trade-in: no'
  const pickup = choices.pickup?.method === 'delivery' ? `Delivery to postcode ${choices.pickup.postcode}` : 'Pickup from the dealership'
  return [
    `${choices.journey === 'buy-online' ? 'Online purchase' : 'Online reservation'} ${reference}`,
    `Price ${money(amounts.priceCents)}, ${amounts.tradeInCents > 0 ? `trade-in ${money(amounts.tradeInCents)}, ` : ''}deposit ${money(amounts.depositCents)}, balance ${money(amounts.balanceCents)}`,
    trade,
    `Balance: ${BALANCE_WORDS[choices.balance?.method ?? 'undecided']}`,
    pickup,
    ...(choices.contractAcceptedAt ? [`Contract of sale accepted ${choices.contractAcceptedAt}`] : []),
  ]
}
