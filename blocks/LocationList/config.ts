import { selectOptions } from '../../src/platform/options'
import { pageBlock } from '../page-block'
import { LOCATION_LIST_BUTTONS, LOCATION_LIST_LAYOUTS } from './options'

export const LocationListBlock = pageBlock(
  'locationList',
  { singular: 'Location list', plural: 'Location lists' },
  {
    fields: [
      { name: 'heading', type: 'text', defaultValue: 'Our locations' },
      {
        name: 'dealership',
        type: 'relationship',
        relationTo: 'dealerships',
        admin: { description: "Only this dealership's locations. Empty: every location of the site." },
      },
      {
        name: 'fixedOrder',
        type: 'relationship',
        relationTo: 'locations',
        hasMany: true,
        admin: { description: 'Show these locations in this order instead of by name.' },
      },
      {
        type: 'row',
        fields: [
          {
            name: 'showSearch',
            type: 'checkbox',
            defaultValue: true,
            label: 'Search box',
            admin: { description: 'Search locations... by name, postcode, street or type; the query is kept in the address (locationQuery).' },
          },
          {
            name: 'showNearest',
            type: 'checkbox',
            defaultValue: false,
            label: 'Nearest first',
            admin: { description: 'Shoppers enter a postcode or share their location to sort by distance.' },
          },
        ],
      },
      { name: 'layout', type: 'select', defaultValue: 'list', required: true, options: selectOptions(LOCATION_LIST_LAYOUTS) },
      {
        name: 'buttons',
        type: 'select',
        hasMany: true,
        defaultValue: ['contactUs'],
        options: selectOptions(LOCATION_LIST_BUTTONS),
        admin: { description: 'Buttons under each location.' },
      },
    ],
  },
)
