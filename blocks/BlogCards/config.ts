import { blogCardHrefProblem } from '../../src/domain/blog-cards'
import { pageBlock } from '../page-block'

/** Spec §2 "Blog card: href, heading, image, date": links to news and articles, on this site or elsewhere. */
export const BlogCardsBlock = pageBlock(
  'blogCards',
  { singular: 'Blog cards', plural: 'Blog cards' },
  {
    admin: { disableBlockName: true },
    fields: [
      { name: 'heading', type: 'text', required: true, defaultValue: 'Latest news' },
      {
        name: 'cards',
        type: 'array',
        required: true,
        minRows: 1,
        maxRows: 12,
        admin: { initCollapsed: true },
        fields: [
          { name: 'heading', type: 'text', required: true },
          {
            type: 'row',
            fields: [
              {
                name: 'href',
                type: 'text',
                required: true,
                validate: (value: unknown) => blogCardHrefProblem(value) ?? true,
                admin: { description: 'A page of this site such as /about-us, or https://...' },
              },
              { name: 'date', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMMM yyyy' } } },
            ],
          },
          { name: 'image', type: 'upload', relationTo: 'media', admin: { description: 'Optional; shown 3:2 (at least 600 x 400).' } },
        ],
      },
    ],
  },
)
