import type { CollectionConfig } from 'payload'

import { isEditorOfSite, nobody } from '../access'
import { storedRecord } from './fields/stored-record'

/** A stock search a signed-in shopper saved, with a switch for emails about new matching cars. */
export const SavedSearches: CollectionConfig = {
  slug: 'saved-searches',
  admin: { useAsTitle: 'name', group: 'Shoppers', defaultColumns: ['name', 'customer', 'alertsEnabled', 'createdAt'] },
  access: { read: isEditorOfSite, create: nobody, update: nobody, delete: isEditorOfSite },
  fields: [
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true },
    { name: 'name', type: 'text', required: true },
    { name: 'path', type: 'text', required: true, admin: { description: 'The search page address with its filters, e.g. /search/used-cars?make=Kia.' } },
    { name: 'alertsEnabled', type: 'checkbox', defaultValue: true },
    storedRecord({ name: 'knownCarIds', description: 'Cars already matched, so an alert lists only new ones.' }),
  ],
}
