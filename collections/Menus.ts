import type { CollectionConfig, Field } from 'payload'

import { uniquePerSite } from './fields/slug'
import { siteContent } from './fields/site-content'

const linkFields: Field[] = [
  { type: 'row', fields: [{ name: 'label', type: 'text', required: true }, { name: 'href', type: 'text', required: true, admin: { description: 'A path such as /search/used-cars, or https://...' } }] },
]

/**
 * Header and footer navigation. Header: top-level items, each with an optional dropdown.
 * Footer: each top-level item is a column heading (its href may be #) with its links below.
 */
export const Menus: CollectionConfig = siteContent({
  slug: 'menus',
  admin: { useAsTitle: 'placement' },
  indexes: uniquePerSite('placement'),
  fields: [
    { name: 'placement', type: 'select', required: true, options: ['header', 'footer'] },
    {
      name: 'items',
      type: 'array',
      fields: [
        ...linkFields,
        { name: 'highlight', type: 'checkbox', defaultValue: false, admin: { description: 'Draw as a button (e.g. Sell My Car, Finance).' } },
        { name: 'children', type: 'array', fields: linkFields },
      ],
    },
  ],
})
