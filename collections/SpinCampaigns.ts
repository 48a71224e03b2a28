import type { CollectionConfig } from 'payload'

import { checkPrizeSegments, MAX_PRIZE_WEIGHT } from '../src/domain/spin-to-win'
import { siteContent } from './fields/site-content'

/**
 * Spin-to-win campaigns (issue 22): the dealer's prize wheel. Each segment's weight is its odds; the
 * server draws by these weights (src/domain/spin-to-win.ts) and the page states them, while the wheel
 * draws every segment the same size. A prize with a stock limit stops coming up once that many are won
 * (counted from the spins, so saving the campaign never loses a count). Shown at /spin-to-win on
 * sites with the Spin to win switch on, while active and inside its dates.
 */
export const SpinCampaigns: CollectionConfig = siteContent({
  slug: 'spin-campaigns',
  admin: { useAsTitle: 'title', group: 'Marketing', defaultColumns: ['title', 'active', 'startsAt', 'endsAt'] },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'intro', type: 'textarea', admin: { description: 'A line under the heading, e.g. what the campaign celebrates.' } },
    {
      type: 'row',
      fields: [
        { name: 'active', type: 'checkbox', defaultValue: false, index: true, admin: { description: 'Takes spins only while ticked and inside its dates.' } },
        { name: 'startsAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Empty: from now.' } },
        { name: 'endsAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Empty: until switched off.' } },
      ],
    },
    {
      name: 'prizes',
      type: 'array',
      required: true,
      minRows: 2,
      maxRows: 12,
      labels: { singular: 'Segment', plural: 'Segments' },
      admin: {
        description:
          "The wheel's segments, clockwise from the top. Weight is the odds: a segment with weight 2 comes up twice as often as one with weight 1. The page lists every segment with its chance.",
      },
      validate: (value: unknown) => checkPrizeSegments(value as Parameters<typeof checkPrizeSegments>[0]),
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', required: true, maxLength: 60 },
            {
              name: 'weight',
              type: 'number',
              required: true,
              min: 0,
              max: MAX_PRIZE_WEIGHT,
              defaultValue: 1,
              admin: { step: 1, description: 'Whole number; 0: never comes up.' },
            },
            { name: 'stockLimit', type: 'number', min: 0, admin: { step: 1, description: 'How many may be won. Empty: no limit.' } },
            { name: 'noPrize', type: 'checkbox', defaultValue: false, admin: { description: '"Better luck next time": nothing is won or emailed.' } },
          ],
        },
        { name: 'description', type: 'textarea', maxLength: 400, admin: { description: 'What the winner gets and how to claim it; also in the prize email.' } },
      ],
    },
    {
      name: 'terms',
      type: 'textarea',
      required: true,
      admin: { description: "The campaign's terms: who may enter, one spin per shopper, how and by when prizes are claimed, that the odds are as listed." },
    },
  ],
})
