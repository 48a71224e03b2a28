import type { CollectionConfig } from 'payload'

import { isEditorOfSite, nobody } from '../access'

/** A car a shopper saved (spec §3 "Watchlist entry", §4 "Watchlist"), with its price when saved so the garage and alerts can show a drop. */
export const WatchlistEntries: CollectionConfig = {
  slug: 'watchlist-entries',
  admin: { useAsTitle: 'carName', group: 'Shoppers', defaultColumns: ['carName', 'customer', 'savedPrice', 'createdAt'] },
  // Written only by the watchlist endpoints; editors read them (and see them on the customer).
  access: { read: isEditorOfSite, create: nobody, update: nobody, delete: isEditorOfSite },
  indexes: [{ fields: ['customer', 'carId'], unique: true }],
  fields: [
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true },
    { name: 'carId', type: 'text', required: true, index: true },
    { name: 'carSlug', type: 'text', required: true },
    { name: 'carName', type: 'text', required: true },
    { name: 'imageUrl', type: 'text' },
    { name: 'savedPrice', type: 'number', admin: { description: 'The price when the shopper saved the car (empty: no price shown then).' } },
    { name: 'alertedPrice', type: 'number', admin: { readOnly: true, description: 'The lowest price a price-drop email went out for.' } },
  ],
}
