import { z } from 'zod'

import { REFERRER_CLASSES } from './insights-rules'
import { plainText } from './text'

/**
 * What brought a shopper to a lead (docs/insights.md "Attribution"): the first page of their visit, the
 * kind of place they came from, the campaign, and the promo or page block they clicked last before it.
 * The browser sends it with every lead, reservation, trade-in valuation and finance application. A
 * field the server cannot use is dropped, never a reason to refuse the lead: a lead is worth more than
 * knowing where it came from.
 */
/** A promo or a page block a shopper clicked: `promo:12`, `block:hero:64f1c2`. */
export const CLICKED_SUBJECT = /^(promo|block):[A-Za-z0-9:_-]{1,150}$/
export const VISIT_ID = /^[A-Za-z0-9_-]{8,64}$/

const kept = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined)
const shortText = (max: number) => plainText().trim().min(1).max(max)

export const leadAttributionSchema = z
  .object({
    landingPage: kept(shortText(500).regex(/^\//)),
    referrerClass: kept(z.enum(REFERRER_CLASSES)),
    campaign: kept(shortText(200)),
    source: kept(shortText(200)),
    clicked: kept(z.string().regex(CLICKED_SUBJECT)),
    clickedLabel: kept(shortText(200)),
    visit: kept(z.string().regex(VISIT_ID)),
  })
  .optional()
  .catch(undefined)

export type LeadAttribution = NonNullable<z.output<typeof leadAttributionSchema>>

/**
 * The lead's `attribution` group: what the browser sent, with the campaign and source taken from the
 * campaign parameters the lead also carries when the browser had none (an older page still open).
 */
export function leadAttributionRecord(attribution: LeadAttribution | undefined, linkedQueryParams: Record<string, string> = {}): LeadAttribution {
  const campaign = attribution?.campaign ?? linkedQueryParams.utm_campaign?.slice(0, 200)
  const source = attribution?.source ?? linkedQueryParams.utm_source?.slice(0, 200)
  return {
    ...attribution,
    ...(campaign ? { campaign } : {}),
    ...(source ? { source } : {}),
    ...(!attribution?.referrerClass && campaign ? { referrerClass: 'campaign' as const } : {}),
  }
}
