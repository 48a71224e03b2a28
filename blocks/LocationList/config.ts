import type { Block } from 'payload'

export const LocationListBlock: Block = {
  slug: 'locationList',
  interfaceName: 'LocationListBlock',
  labels: { singular: 'Location list', plural: 'Location lists' },
  // The dealer-locations issue adds search, nearest-first, type tabs, cards and the optional buttons.
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Our locations' },
    { name: 'dealership', type: 'relationship', relationTo: 'dealerships', admin: { description: 'Only this dealership\'s locations. Empty: every location of the site.' } },
    { name: 'fixedOrder', type: 'relationship', relationTo: 'locations', hasMany: true, admin: { description: 'Show these locations in this order instead of by name.' } },
  ],
}
