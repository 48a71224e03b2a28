import { pageBlock } from '../page-block'

/** The site's live offers as cards, with a link to /special-offers; nothing at all while the dealer has none. */
export const OffersBlock = pageBlock(
  'offers',
  { singular: 'Offers', plural: 'Offers' },
  {
    fields: [
      { name: 'heading', type: 'text', required: true, defaultValue: 'Special offers' },
      {
        name: 'count',
        type: 'number',
        min: 1,
        max: 12,
        defaultValue: 3,
        admin: { description: 'How many offers at most (newest first, as on Special Offers).' },
      },
    ],
  },
)
