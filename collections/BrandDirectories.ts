import type { CollectionConfig } from 'payload'

import { siteContent } from './fields/site-content'

/** A dealer group's directory of the brands it sells (/brands), with its stats banner. */
export const BrandDirectories: CollectionConfig = siteContent({
  slug: 'brand-directories',
  admin: { useAsTitle: 'title' },
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'sections',
      type: 'array',
      fields: [
        { name: 'heading', type: 'text', required: true, admin: { description: 'e.g. Car Brands, Motorcycle Brands, Truck Brands, Our Brands' } },
        {
          name: 'brands',
          type: 'array',
          fields: [
            { name: 'name', type: 'text', required: true },
            { name: 'manufacturer', type: 'relationship', relationTo: 'manufacturers', admin: { description: 'Uses its logo.' } },
            { name: 'href', type: 'text', required: true, admin: { description: '/{brand-slug}/overview, another page, or an external https:// link.' } },
          ],
        },
      ],
    },
    {
      name: 'stats',
      type: 'array',
      maxRows: 6,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'value', type: 'text', required: true },
            { name: 'label', type: 'text', required: true },
            { name: 'href', type: 'text' },
          ],
        },
      ],
    },
  ],
})
