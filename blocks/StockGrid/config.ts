import { CAR_TYPES } from '../../src/domain/car-types'
import { STOCK_SORTS } from '../../src/domain/stock-index'
import { pageBlock } from '../page-block'

const SORT_LABELS: Record<keyof typeof STOCK_SORTS, string> = {
  relevance: 'Featured (the search page default)',
  'price-asc': 'Price, lowest first',
  'price-desc': 'Price, highest first',
  'km-asc': 'Kilometres, lowest first',
  'year-desc': 'Year, newest first',
  'newest-listed': 'Newest listed first',
}

const values = (name: string, description: string) => ({ name, type: 'text' as const, hasMany: true, admin: { description } })

/** Live cars from the site's stock with preset refinements; the block's "See all" link is the matching search page. */
export const StockGridBlock = pageBlock(
  'stockGrid',
  { singular: 'Stock grid', plural: 'Stock grids' },
  {
    fields: [
      { name: 'heading', type: 'text', required: true, defaultValue: 'In stock now' },
      { name: 'carTypes', type: 'select', hasMany: true, options: [...CAR_TYPES], admin: { description: 'Empty: new, demo and used.' } },
      {
        type: 'row',
        fields: [
          values('makes', 'As the search page spells them, e.g. Toyota.'),
          values('models', 'e.g. HiLux, RAV4.'),
          values('bodies', 'e.g. SUV, Ute, Hatch.'),
        ],
      },
      { type: 'row', fields: [values('locations', 'Location names, e.g. Kia Newstead.'), values('tags', 'Card tags, e.g. Runout sale.')] },
      // Buttons for the values the site's stock really has, filling the fields above.
      { name: 'stockChoices', type: 'ui', admin: { components: { Field: '/src/features/publishing/admin/StockGridChoices.client#StockGridChoices' } } },
      {
        type: 'row',
        fields: [
          { name: 'priceMin', type: 'number', min: 0, admin: { description: 'Price from ($).' } },
          { name: 'priceMax', type: 'number', min: 0, admin: { description: 'Price to ($), e.g. 40000.' } },
          { name: 'kmMax', type: 'number', min: 0, admin: { description: 'Kilometres up to.' } },
        ],
      },
      {
        type: 'row',
        fields: [
          {
            name: 'sort',
            type: 'select',
            defaultValue: 'relevance',
            options: Object.keys(STOCK_SORTS).map((value) => ({ value, label: SORT_LABELS[value as keyof typeof STOCK_SORTS] })),
          },
          { name: 'count', type: 'number', min: 1, max: 24, defaultValue: 6, admin: { description: 'How many cars (up to 24).' } },
          { name: 'columns', type: 'select', defaultValue: '3', options: ['3', '4'] },
        ],
      },
    ],
  },
)
