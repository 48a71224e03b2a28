import type { CollectionConfig } from 'payload'

import { namedBySlug, siteContent } from './fields/site-content'

/** A new-car model range shown on /models, with its variants and colours. */
export const Models: CollectionConfig = siteContent(
  namedBySlug({
    slug: 'models',
    admin: { useAsTitle: 'name', defaultColumns: ['name', 'manufacturer', 'body', 'status'] },
    fields: [
      { name: 'manufacturer', type: 'relationship', relationTo: 'manufacturers', required: true },
      {
        name: 'status',
        type: 'select',
        defaultValue: 'available',
        options: [
          { label: 'Available', value: 'available' },
          { label: 'Coming soon', value: 'coming_soon' },
        ],
      },
      { name: 'shortDescription', type: 'textarea' },
      { name: 'image', type: 'upload', relationTo: 'media' },
      { name: 'body', type: 'text', admin: { description: 'Body name, e.g. SUV; /models?body=suv lists it.' } },
      {
        name: 'variants',
        type: 'array',
        fields: [
          { name: 'name', type: 'text', required: true },
          { name: 'fullName', type: 'text' },
          { name: 'series', type: 'text' },
          { name: 'image', type: 'upload', relationTo: 'media' },
          {
            type: 'row',
            fields: [
              { name: 'dapMinPrice', type: 'number', min: 0 },
              { name: 'dapMaxPrice', type: 'number', min: 0 },
            ],
          },
          { name: 'features', type: 'text', hasMany: true },
        ],
      },
      {
        name: 'colours',
        type: 'array',
        fields: [
          { name: 'name', type: 'text', required: true },
          {
            name: 'hexCode',
            type: 'text',
            validate: (v: unknown) =>
              v == null || v === '' || (typeof v === 'string' && /^#[0-9a-fA-F]{6}$/.test(v)) ? true : 'Use a hex colour such as #1A2B3C.',
          },
          { name: 'photo', type: 'upload', relationTo: 'media' },
          { name: 'variantName', type: 'text', admin: { description: 'Variant this colour belongs to (empty = all).' } },
          { name: 'bodyType', type: 'text', admin: { description: 'Body-type key (OEM id) for models with several body styles.' } },
        ],
      },
    ],
  }),
)
