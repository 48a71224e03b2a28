import type { CollectionConfig } from 'payload'

import { CAR_TYPES } from '../src/platform/options'
import { siteContent } from './fields/site-content'

/** Promo cards placed among search results and in promo strips, live between start and expiry. */
export const Promos: CollectionConfig = siteContent({
  slug: 'promos',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'start', 'expiry', 'position'] },
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        { name: 'start', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Empty: live now.' } },
        { name: 'expiry', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Empty: never expires.' } },
      ],
    },
    { name: 'position', type: 'number', min: 1, admin: { description: 'Preferred card position in search results (the site positions apply when empty).' } },
    { name: 'display', type: 'select', hasMany: true, options: [...CAR_TYPES], admin: { description: 'Show only when one of these car types is selected. Empty: always.' } },
    { name: 'strictDisplay', type: 'checkbox', defaultValue: false, admin: { description: 'Show only when the selected car types are exactly the ones above.' } },
    {
      name: 'content',
      type: 'group',
      fields: [
        { name: 'heading', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
        { name: 'image', type: 'upload', relationTo: 'media' },
        { type: 'row', fields: [{ name: 'linkLabel', type: 'text', defaultValue: 'View offer' }, { name: 'href', type: 'text', required: true }] },
      ],
    },
  ],
})
