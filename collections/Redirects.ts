import type { RedirectsPluginConfig } from '@payloadcms/plugin-redirects/types'
import type { Field, PayloadRequest, TextField, TextFieldSingleValidation } from 'payload'

import { publicSiteContent } from '../access'
import { uniquePerSite } from './fields/slug'
import { contentCacheHooks } from './hooks/clear-content-cache'

const validateFrom = (async (value: unknown, { data, req, id }: { data: unknown; req: PayloadRequest; id?: number | string }) => {
  if (typeof value !== 'string' || !value.trim()) return 'Enter the old address.'
  if (/^https?:\/\//i.test(value.trim())) return 'Enter an address on this site, starting with /.'
  const { validateRedirect } = await import('../src/features/publishing')
  return validateRedirect({ ...(data as object), from: value }, req, id)
}) as TextFieldSingleValidation

/** The `from` field: unique within its site (not platform-wide: two dealers may both move /specials), refused when it would loop. */
const fromField = (field: TextField): TextField =>
  ({
    ...field,
    unique: false,
    admin: { description: 'The old address on this site, e.g. /pages/eofy-2025. Redirects answer before pages do.' },
    validate: validateFrom,
  }) as TextField

/**
 * Redirects (issue 23), the collection `@payloadcms/plugin-redirects` makes, per site: an old address
 * answers 301 or 302 with a page of the site or any address (src/features/publishing). A change
 * clears that site's cached redirects only.
 */
export const redirectsOptions: RedirectsPluginConfig = {
  collections: ['pages'],
  redirectTypes: ['301', '302'],
  redirectTypeFieldOverride: { defaultValue: '301', admin: { description: '301 for a page that has moved for good; 302 while it is away for a while.' } },
  overrides: {
    admin: { useAsTitle: 'from', defaultColumns: ['from', 'to.type', 'type', 'updatedAt'] },
    access: publicSiteContent,
    hooks: contentCacheHooks('site-content'),
    indexes: uniquePerSite('from'),
    fields: ({ defaultFields }): Field[] =>
      defaultFields.map((field) => ('name' in field && field.name === 'from' && field.type === 'text' ? fromField(field) : field)),
  },
}
