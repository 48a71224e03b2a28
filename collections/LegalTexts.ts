import type { CollectionConfig } from 'payload'

import { publicSiteContent } from '../access'
import { LEGAL_TEXT_KINDS } from '../src/platform/options'
import { uniquePerSite } from './fields/slug'
import { contentCacheHooks } from './hooks/clear-content-cache'

/** Privacy policy, terms and disclaimers: one of each kind per site. */
export const LegalTexts: CollectionConfig = {
  slug: 'legal-texts',
  hooks: contentCacheHooks('site-content'),
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'kind', 'updatedAt'] },
  access: publicSiteContent,
  indexes: uniquePerSite('kind'),
  fields: [
    { name: 'kind', type: 'select', required: true, options: LEGAL_TEXT_KINDS.map(({ value, label }) => ({ value, label })) },
    { name: 'title', type: 'text', required: true },
    { name: 'body', type: 'richText', required: true },
  ],
}
