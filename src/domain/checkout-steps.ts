/**
 * The checkout's steps (issue 19; issue 41 item 5): which steps each journey has, which one a shopper
 * may open, which are done, and their titles. Each step is its own URL state.
 */
import type { CheckoutJourney } from './reservation'

/**
 * Both journeys ask the same things and differ at the end: a reservation takes the car at the
 * deposit, a purchase at the contract of sale the buyer confirms.
 */
export const JOURNEY_STEPS = {
  reserve: ['car', 'details', 'trade-in', 'balance', 'pickup', 'deposit', 'confirmation'],
  'buy-online': ['car', 'details', 'trade-in', 'balance', 'pickup', 'contract', 'confirmation'],
} as const satisfies Record<CheckoutJourney, readonly string[]>
export type CheckoutStep = (typeof JOURNEY_STEPS)[CheckoutJourney][number]
/** Every step of either journey. */
export const CHECKOUT_STEPS: readonly CheckoutStep[] = [...new Set<CheckoutStep>([...JOURNEY_STEPS.reserve, ...JOURNEY_STEPS['buy-online']])]

export const checkoutSteps = (journey: CheckoutJourney): readonly CheckoutStep[] => JOURNEY_STEPS[journey]
/** The step whose Continue takes the car: the deposit of a reservation, the contract of a purchase. */
export const takingStep = (journey: CheckoutJourney): 'deposit' | 'contract' => (journey === 'buy-online' ? 'contract' : 'deposit')

/** The step a shopper may see: the one asked for when every step before it is done, else the first one not done. */
export function openCheckoutStep(asked: string | null | undefined, done: ReadonlySet<CheckoutStep>, journey: CheckoutJourney): CheckoutStep {
  const steps = checkoutSteps(journey)
  const firstOpen = steps.find((step) => !done.has(step)) ?? 'confirmation'
  const wanted = (steps as readonly string[]).includes(asked ?? '') ? (asked as CheckoutStep) : firstOpen
  return steps.indexOf(wanted) <= steps.indexOf(firstOpen) ? wanted : firstOpen
}

/** What the shopper has done so far in the browser: each answer is stored only once the server accepted it. */
export interface CheckoutProgress {
  carSeen?: boolean
  details?: object | null
  tradeIn?: object | null
  balance?: object | null
  pickup?: object | null
  /** The reservation's signed number once the deposit (or a purchase's contract) step took the car. */
  reservation?: string | null
}

export function checkoutStepsDone(progress: CheckoutProgress, journey: CheckoutJourney): Set<CheckoutStep> {
  const done = new Set<CheckoutStep>()
  const marks: [CheckoutStep, boolean][] = [
    ['car', Boolean(progress.carSeen)],
    ['details', Boolean(progress.details)],
    ['trade-in', Boolean(progress.tradeIn)],
    ['balance', Boolean(progress.balance)],
    ['pickup', Boolean(progress.pickup)],
    [takingStep(journey), Boolean(progress.reservation)],
  ]
  // A step counts only when every step before it is done: an answer left from an earlier visit cannot skip ahead.
  for (const [step, isDone] of marks) {
    if (!isDone) break
    done.add(step)
  }
  return done
}

/** The step after this one. */
export function nextCheckoutStep(step: CheckoutStep, journey: CheckoutJourney): CheckoutStep {
  const steps = checkoutSteps(journey)
  return steps[Math.min(steps.indexOf(step) + 1, steps.length - 1)]!
}
/** The step before this one, or null on the first. */
export const previousCheckoutStep = (step: CheckoutStep, journey: CheckoutJourney): CheckoutStep | null =>
  checkoutSteps(journey)[checkoutSteps(journey).indexOf(step) - 1] ?? null

const STEP_TITLES: Record<CheckoutStep, string> = {
  car: 'Your car',
  details: 'Your details',
  'trade-in': 'Trade-in',
  balance: 'Paying the balance',
  pickup: 'Pickup or delivery',
  deposit: 'Reserve',
  contract: 'Contract of sale',
  confirmation: 'Confirmation',
}

/** Each step's title; a purchase calls its balance step Payment (how the balance is paid is the contract's). */
export const checkoutStepTitles = (journey: CheckoutJourney): Record<CheckoutStep, string> =>
  journey === 'buy-online' ? { ...STEP_TITLES, balance: 'Payment' } : STEP_TITLES
