import type { CollectionConfig, Field } from 'payload'

import { MENU_CONDITIONS, MENU_FILLS } from '../src/domain/site-menus'
import { uniquePerSite } from './fields/slug'
import { publishedSiteContent } from './fields/site-content'

const showWhenField: Field = {
  name: 'showWhen',
  type: 'select',
  defaultValue: 'always',
  options: MENU_CONDITIONS.map((value) => ({ value, label: value === 'always' ? 'Always' : 'Only while the site has live offers' })),
}

const linkFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'label', type: 'text', required: true },
      { name: 'href', type: 'text', required: true, admin: { description: 'A path such as /search/used-cars, or https://...' } },
      showWhenField,
    ],
  },
]

const FILL_LABELS: Record<(typeof MENU_FILLS)[number], string> = {
  models: "The site's models (/models/...)",
  'body-types': 'Body types in stock (search pages)',
}

/**
 * Header and footer navigation. Header: top-level items, each with an optional dropdown.
 * Footer: each top-level item is a column heading (its href may be #) with its links below.
 */
export const Menus: CollectionConfig = publishedSiteContent({
  slug: 'menus',
  admin: { useAsTitle: 'placement' },
  indexes: uniquePerSite('placement'),
  fields: [
    { name: 'placement', type: 'select', required: true, options: ['header', 'footer'] },
    {
      name: 'missingPages',
      type: 'textarea',
      virtual: true,
      admin: {
        readOnly: true,
        condition: (data) => Boolean(data?.missingPages),
        description: 'These links lead to no page on the site (checked when you open the menu): write the page, or change or remove the link.',
      },
      // Only an editor's read checks (seed scripts and shoppers' pages never load the check).
      hooks: { afterRead: [async ({ req, data }) => (req.user ? (await import('../src/features/navigation')).missingMenuPages({ req, data }) : null)] },
    },
    {
      name: 'items',
      type: 'array',
      fields: [
        ...linkFields,
        { name: 'highlight', type: 'checkbox', defaultValue: false, admin: { description: 'Draw as a button (e.g. Sell My Car, Finance).' } },
        {
          name: 'fill',
          type: 'select',
          options: MENU_FILLS.map((value) => ({ value, label: FILL_LABELS[value] })),
          admin: { description: 'Fill the links below from data instead, so they always match what the site has.' },
        },
        { name: 'children', type: 'array', fields: linkFields, admin: { condition: (_, item) => !item?.fill } },
      ],
    },
  ],
})
