import { pageBlock } from '../page-block'

export const PromoStripBlock = pageBlock(
  'promoStrip',
  { singular: 'Promo strip', plural: 'Promo strips' },
  {
    admin: { disableBlockName: true },
    fields: [
      { name: 'heading', type: 'text', defaultValue: 'Latest offers' },
      {
        name: 'limit',
        type: 'number',
        min: 1,
        max: 6,
        defaultValue: 3,
        admin: { description: "Shows the site's live promos (inside their start/expiry window), newest first." },
      },
    ],
  },
)
