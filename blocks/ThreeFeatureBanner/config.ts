import { pageBlock } from '../page-block'

/** Spec §2: "Three-feature banner: latest offers, book your service online, sell your car". */
export const ThreeFeatureBannerBlock = pageBlock(
  'threeFeatureBanner',
  { singular: 'Three-feature banner', plural: 'Three-feature banners' },
  {
    fields: [
      {
        name: 'features',
        type: 'array',
        minRows: 3,
        maxRows: 3,
        required: true,
        fields: [
          {
            name: 'icon',
            type: 'select',
            required: true,
            options: [
              { label: 'Offers', value: 'offers' },
              { label: 'Service', value: 'service' },
              { label: 'Sell your car', value: 'sell' },
            ],
          },
          { name: 'heading', type: 'text', required: true },
          { name: 'text', type: 'textarea' },
          {
            type: 'row',
            fields: [
              { name: 'linkLabel', type: 'text', required: true },
              { name: 'href', type: 'text', required: true },
            ],
          },
        ],
      },
    ],
  },
)
