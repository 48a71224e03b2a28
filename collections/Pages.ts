import type { CollectionConfig } from 'payload'

import { isEditorOfSite, isEditorOrPublished } from '../access'
import { pageBlocks } from '../blocks'
import { settingsGroup } from './fields/settings-group'
import { PAGE_PATH_PATTERN, slugField, uniquePerSite } from './fields/slug'
import { contentCacheHooks } from './hooks/clear-content-cache'

/** Marketer-built pages: the home page (slug "home") and any /{slug} information page. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  hooks: contentCacheHooks('site-content'),
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', '_status', 'updatedAt'] },
  access: { read: isEditorOrPublished, create: isEditorOfSite, update: isEditorOfSite, delete: isEditorOfSite },
  versions: { drafts: true, maxPerDoc: 20 },
  indexes: uniquePerSite('slug'),
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField({ admin: { position: 'sidebar', description: '"home" is the home page; otherwise the page answers on /{slug} (e.g. about-us or pages/eofy-sale). Unique within this site.' } }, PAGE_PATH_PATTERN),
    { name: 'layout', type: 'blocks', blocks: pageBlocks, required: true },
    settingsGroup('meta', 'Search engines and link previews.', [
      { name: 'title', type: 'text', admin: { description: 'Defaults to the page title.' } },
      { name: 'description', type: 'textarea', maxLength: 300 },
      { name: 'image', type: 'upload', relationTo: 'media' },
    ]),
  ],
}
