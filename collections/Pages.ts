import type { CollectionConfig } from 'payload'

import { isEditorOfSite, isEditorOrPublished } from '../access'
import { pageBlocks } from '../blocks'
import { PAGE_PATH_PATTERN, slugField, uniquePerSite } from './fields/slug'
import { contentCacheHooks } from './hooks/clear-content-cache'
import { withScheduledPublishing } from './fields/versions'

const cacheHooks = contentCacheHooks('site-content')

/** Marketer-built pages: the home page (slug "home") and any /{slug} information page. */
export const Pages: CollectionConfig = withScheduledPublishing({
  slug: 'pages',
  hooks: {
    ...cacheHooks,
    // The address shoppers know is the one last published; a draft's new slug changes nothing until it is.
    beforeChange: [({ data }) => (data._status === 'published' ? { ...data, publishedSlug: data.slug } : data)],
    afterChange: [
      ...(cacheHooks.afterChange ?? []),
      async ({ req, doc, previousDoc, data }) => {
        const previousSlug = previousDoc?.publishedSlug
        if (doc._status !== 'published' || !previousSlug || previousSlug === doc.slug) return
        const { redirectChangedPageAddress } = await import('../src/features/publishing')
        await redirectChangedPageAddress({ req, doc, previousSlug, wanted: (data as { redirectOldAddress?: boolean }).redirectOldAddress !== false })
      },
    ],
  },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', '_status', 'updatedAt'] },
  access: { read: isEditorOrPublished, create: isEditorOfSite, update: isEditorOfSite, delete: isEditorOfSite },
  indexes: uniquePerSite('slug'),
  // The admin's choosers for stock blocks (the spotlight's car, the stock grid's refinements) read the page's own site's stock.
  endpoints: [
    { path: '/stock-picker', method: 'get', handler: async (req) => (await import('../src/features/publishing')).stockPickerResponse(req) },
    { path: '/stock-facets', method: 'get', handler: async (req) => (await import('../src/features/publishing')).stockFacetsResponse(req) },
  ],
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField(
      {
        admin: {
          position: 'sidebar',
          description: '"home" is the home page; otherwise the page answers on /{slug} (e.g. about-us or pages/eofy-sale). Unique within this site.',
        },
      },
      PAGE_PATH_PATTERN,
    ),
    { name: 'layout', type: 'blocks', blocks: pageBlocks, required: true },
    { name: 'publishedSlug', type: 'text', admin: { hidden: true } },
    {
      name: 'redirectOldAddress',
      type: 'checkbox',
      virtual: true,
      defaultValue: true,
      admin: {
        position: 'sidebar',
        condition: (data) => data?._status === 'published',
        description: 'When you change the address of this published page, the old address sends shoppers here (a 301 redirect in Redirects).',
      },
    },
  ],
})
