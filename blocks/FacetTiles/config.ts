import { pageBlock } from '../page-block'

export const FacetTilesBlock = pageBlock(
  'facetTiles',
  { singular: 'Stock link tiles', plural: 'Stock link tiles' },
  {
    fields: [
      { name: 'heading', type: 'text', defaultValue: 'Browse by body type' },
      {
        name: 'tiles',
        type: 'array',
        minRows: 1,
        maxRows: 12,
        admin: { description: 'Each tile links to a search of this site (e.g. /search/used-cars?body=SUV) and shows how many cars it finds.' },
        fields: [
          {
            type: 'row',
            fields: [
              { name: 'label', type: 'text', required: true },
              { name: 'href', type: 'text', required: true, admin: { placeholder: '/search/used-cars?body=SUV' } },
            ],
          },
        ],
      },
    ],
  },
)
