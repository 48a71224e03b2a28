import { z } from 'zod'

import { CHECKOUT_STEPS, checkoutSteps, type CheckoutStep } from '@/domain/checkout-steps'
import { leadAttributionSchema } from '@/domain/lead-attribution'
import { BALANCE_METHODS } from '@/domain/reservation'
import { freeText, plainText } from '@/domain/text'

/**
 * What the checkout sends at each step (issue 19): the car, the journey, the step being left and the
 * answers so far. The details are checked with the lead form's own schema (the reservation form),
 * the rest here; every step is checked again on the server, and the deposit step (a purchase's
 * contract step) takes the car.
 */
const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    freeText().trim().max(max, `Please keep this under ${max} characters.`).optional(),
  )

export const TRADE_IN_MESSAGES = {
  km: 'Please enter the kilometres as a whole number.',
  rego: 'Please enter the registration (up to 10 letters and digits).',
} as const

export const tradeInAnswerSchema = z.object({
  hasTradeIn: z.boolean(),
  rego: z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() || undefined : value),
    z
      .string()
      .regex(/^[A-Z0-9]{1,10}$/, TRADE_IN_MESSAGES.rego)
      .optional(),
  ),
  km: z.preprocess(
    (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value.replace(/[,\s]/g, '')) : value),
    z.number(TRADE_IN_MESSAGES.km).int(TRADE_IN_MESSAGES.km).min(0, TRADE_IN_MESSAGES.km).max(999_999, TRADE_IN_MESSAGES.km).optional(),
  ),
  note: optionalText(500),
  /** A signed trade-in valuation (issue 20) whose online offer counts towards the price. */
  valuation: optionalText(120),
})

const balanceMethod = <M extends string>(methods: Record<M, string>) =>
  z.object({ method: z.enum(Object.keys(methods) as [M, ...M[]], 'Please choose how you will pay the balance.') })
/** A reservation's rough plan for the balance, or a purchase's method (which the server checks is offered for this car). */
export const balanceAnswerSchemas = { reserve: balanceMethod(BALANCE_METHODS.reserve), 'buy-online': balanceMethod(BALANCE_METHODS['buy-online']) } as const

export const CONTRACT_MESSAGES = { accepted: 'Please tick the box to confirm you have read the summary and agree to buy this car.' } as const
export const contractAnswerSchema = z.object({ accepted: z.literal(true, CONTRACT_MESSAGES.accepted) })

export const PICKUP_MESSAGES = { method: 'Please choose pickup or delivery.', postcode: 'Please enter the 4-digit postcode to deliver to.' } as const
export const pickupAnswerSchema = z.discriminatedUnion(
  'method',
  [
    z.object({ method: z.literal('pickup') }),
    z.object({
      method: z.literal('delivery'),
      postcode: z
        .string(PICKUP_MESSAGES.postcode)
        .trim()
        .regex(/^\d{4}$/, PICKUP_MESSAGES.postcode),
    }),
  ],
  PICKUP_MESSAGES.method,
)

export const checkoutAnswersSchema = z.object({
  /** Checked against the reservation lead form's schema by the server (its rules and messages). */
  details: z.record(z.string(), z.unknown()).optional(),
  tradeIn: z.unknown().optional(),
  balance: z.unknown().optional(),
  pickup: z.unknown().optional(),
  contract: z.unknown().optional(),
})

export const CHECKOUT_JOURNEYS = ['reserve', 'buy-online'] as const
export type CheckoutJourney = (typeof CHECKOUT_JOURNEYS)[number]

export const checkoutRequestSchema = z
  .object({
    car: plainText().trim().min(1).max(200),
    journey: z.enum(CHECKOUT_JOURNEYS).default('reserve'),
    /** The step the shopper is leaving; 'deposit' reserves the car, a purchase's 'contract' buys it. */
    step: z.enum(CHECKOUT_STEPS.filter((step) => step !== 'confirmation') as [Exclude<CheckoutStep, 'confirmation'>]),
    answers: checkoutAnswersSchema,
    /** What brought the shopper (Insights), as the lead forms send it. */
    context: z.object({ attribution: leadAttributionSchema }).default({}),
  })
  .refine((request) => checkoutSteps(request.journey).includes(request.step), { path: ['step'], message: 'This step is not part of this checkout.' })
export type CheckoutRequest = z.output<typeof checkoutRequestSchema>

export type TradeInAnswer = z.output<typeof tradeInAnswerSchema>
export type BalanceAnswer = z.output<(typeof balanceAnswerSchemas)[keyof typeof balanceAnswerSchemas]>
export type ContractAnswer = z.output<typeof contractAnswerSchema>
export type PickupAnswer = z.output<typeof pickupAnswerSchema>
