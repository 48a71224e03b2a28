import type { CollectionConfig } from 'payload'

import { isEditorOrPublished, publicSiteContent } from '../../access'
import { contentCacheHooks } from '../hooks/clear-content-cache'
import { slugField, uniquePerSite } from './slug'
import { withScheduledPublishing } from './versions'

/**
 * A collection of one site's public content (menus, promos, dealerships...): anyone reads it, that
 * site's editors change it, and a change clears that site's cached content.
 */
export const siteContent = (config: CollectionConfig): CollectionConfig => ({ hooks: contentCacheHooks('site-content'), access: publicSiteContent, ...config })

/** Site content a marketer prepares ahead (promos, menus, legal texts): drafts, versions and scheduled publishing; shoppers read what is published. */
export const publishedSiteContent = (config: CollectionConfig): CollectionConfig =>
  withScheduledPublishing(siteContent({ access: { ...publicSiteContent, read: isEditorOrPublished }, ...config }))

/** Content shoppers reach by its slug (/models/{slug}, /locations/{slug}): a name first, then a slug unique within its site. */
export const namedBySlug = ({ fields, ...config }: CollectionConfig): CollectionConfig => ({
  indexes: uniquePerSite('slug'),
  ...config,
  fields: [{ name: 'name', type: 'text', required: true }, slugField(), ...fields],
})
