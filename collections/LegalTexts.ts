import type { CollectionConfig } from 'payload'

import { LEGAL_TEXT_KINDS } from '../src/platform/options'
import { uniquePerSite } from './fields/slug'
import { publishedSiteContent } from './fields/site-content'

/** Privacy policy, terms and disclaimers: one of each kind per site. */
export const LegalTexts: CollectionConfig = publishedSiteContent({
  slug: 'legal-texts',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'kind', 'updatedAt'] },
  indexes: uniquePerSite('kind'),
  fields: [
    { name: 'kind', type: 'select', required: true, options: LEGAL_TEXT_KINDS.map(({ value, label }) => ({ value, label })) },
    { name: 'title', type: 'text', required: true },
    { name: 'body', type: 'richText', required: true },
  ],
})
