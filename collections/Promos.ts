import type { CollectionConfig } from 'payload'

import { CAR_TYPES } from '../src/platform/options'
import { publishedSiteContent } from './fields/site-content'

/**
 * Promo cards placed among search results and in promo strips, live between start and expiry. A promo
 * with an offer price or a campaign is also an offer: /special-offers lists it while it is live
 * (src/domain/offers.ts).
 */
export const Promos: CollectionConfig = publishedSiteContent({
  slug: 'promos',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'campaign', 'offerPrice', 'start', 'expiry', 'position'] },
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        { name: 'start', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Empty: live now.' } },
        { name: 'expiry', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Empty: never expires.' } },
      ],
    },
    { name: 'position', type: 'number', min: 1, admin: { description: 'Preferred card position in search results (the site positions apply when empty).' } },
    {
      name: 'display',
      type: 'select',
      hasMany: true,
      options: [...CAR_TYPES],
      admin: { description: 'Show only when one of these car types is selected. Empty: always.' },
    },
    {
      name: 'strictDisplay',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Show only when the selected car types are exactly the ones above.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'offerPrice',
          type: 'number',
          min: 0,
          admin: { description: 'Offer price in dollars, e.g. a drive-away deal. With a price or a campaign this promo is listed on Special Offers.' },
        },
        {
          name: 'price',
          type: 'number',
          min: 0,
          admin: { description: 'Usual price: shown struck through with the saving when it is above the offer price.' },
        },
        { name: 'campaign', type: 'text', admin: { description: 'The sale this offer belongs to, e.g. EOFY 2026 or Caravan show specials.' } },
      ],
    },
    {
      name: 'content',
      type: 'group',
      fields: [
        { name: 'heading', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
        { name: 'image', type: 'upload', relationTo: 'media' },
        {
          type: 'row',
          fields: [
            { name: 'linkLabel', type: 'text', defaultValue: 'View offer' },
            { name: 'href', type: 'text', required: true },
          ],
        },
      ],
    },
  ],
})
