import { z } from 'zod'

import { latestTradeInYear, TRADE_IN_STEPS } from '@/domain/trade-in'
import { leadContextSchema } from '@/features/leads'
import { freeText, plainText } from '@/domain/text'

const text = (max: number) => freeText().trim().max(max)

/** How the shopper named their car: its plate, or year, make, model and badge from the pick list. */
export const tradeInCarAnswerSchema = z.union([
  z.object({ plate: text(12).min(1, 'Enter the registration plate.'), state: text(3).min(1, 'Choose the state the car is registered in.') }),
  z.object({
    year: z.coerce
      .number({ message: 'Choose the year.' })
      .int('Choose the year.')
      .min(1950, 'Choose the year.')
      .refine((year) => year <= latestTradeInYear(new Date()), 'Choose the year.'),
    make: text(60).min(1, 'Choose the make.'),
    model: text(80).min(1, 'Choose the model.'),
    badge: text(80).optional(),
  }),
])

export const tradeInConditionAnswerSchema = z.object({
  km: z.coerce
    .number({ message: 'Enter the kilometres on the odometer.' })
    .int('Enter whole kilometres.')
    .min(0, 'Enter the kilometres on the odometer.')
    .max(2_000_000, 'Check the kilometres: that is more than any car travels.'),
  answers: z.record(plainText().max(40), plainText().max(60)).default({}),
})

/** POST /api/trade-in: the step being left and every answer so far (each is checked again on the server). */
export const tradeInRequestSchema = z.object({
  step: z.enum(TRADE_IN_STEPS).exclude(['offer']),
  /** The car on the site the shopper came from (its slug), for the changeover cost. */
  carId: text(200).optional(),
  answers: z
    .object({
      car: z.unknown().optional(),
      condition: z.unknown().optional(),
      details: z.record(z.string().max(40), z.unknown()).optional(),
    })
    .default({}),
  /** Pages visited before and the campaign that brought the shopper, as the lead forms send them. */
  context: leadContextSchema.pick({ visitedPages: true, linkedQueryParams: true, attribution: true }).default({}),
})
export type TradeInRequest = z.output<typeof tradeInRequestSchema>
export type TradeInCarAnswer = z.output<typeof tradeInCarAnswerSchema>
export type TradeInConditionAnswer = z.output<typeof tradeInConditionAnswerSchema>

/** POST /api/trade-in/accept and POST /api/miscellaneous carry the valuation's signed reference. */
export const tradeInAcceptSchema = z.object({ valuation: text(120).min(1) })
