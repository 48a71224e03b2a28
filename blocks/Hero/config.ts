import { pageBlock } from '../page-block'

export const HeroBlock = pageBlock(
  'hero',
  { singular: 'Hero banner', plural: 'Hero banners' },
  {
    fields: [
      { name: 'heading', type: 'text', required: true },
      { name: 'subheading', type: 'textarea' },
      {
        name: 'image',
        type: 'upload',
        relationTo: 'media',
        admin: { description: 'Wide photo (at least 1600 x 640). Without one, the banner uses the template colours.' },
      },
      {
        name: 'links',
        type: 'array',
        maxRows: 2,
        fields: [
          {
            type: 'row',
            fields: [
              { name: 'label', type: 'text', required: true },
              { name: 'href', type: 'text', required: true },
            ],
          },
        ],
      },
    ],
  },
)
