import { CAR_TYPES } from '../../src/domain/car-types'
import { pageBlock } from '../page-block'

/** A keyword search of the site's stock that opens the search page, e.g. on a home page or a sale page. */
export const SearchBoxBlock = pageBlock(
  'searchBox',
  { singular: 'Search box', plural: 'Search boxes' },
  {
    fields: [
      { name: 'heading', type: 'text', required: true, defaultValue: 'Find your next car' },
      {
        name: 'carTypes',
        type: 'select',
        hasMany: true,
        options: [...CAR_TYPES],
        admin: { description: 'Search only these car types. Empty: new, demo and used.' },
      },
      { name: 'placeholder', type: 'text', defaultValue: 'Make, model or keyword', admin: { description: 'The example shown in the empty box.' } },
    ],
  },
)
