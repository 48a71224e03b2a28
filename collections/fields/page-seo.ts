import type { SEOPluginConfig } from '@payloadcms/plugin-seo/types'

import { relationId } from '../../src/platform/relation'

/**
 * Search-engine fields for pages (`@payloadcms/plugin-seo`): meta title and description with the
 * length guidance search engines use, a share image, and a preview of the search result on the
 * site's own address. Empty fields fall back to the page title (src/platform/page-metadata.ts).
 */
export const pageSeoOptions: SEOPluginConfig = {
  collections: ['pages'],
  uploadsCollection: 'media',
  tabbedUI: false,
  generateTitle: ({ doc }) => String((doc as { title?: string }).title ?? ''),
  generateURL: async ({ doc, req }) => {
    const page = doc as { slug?: string; site?: number | { id: number } | null }
    const siteId = relationId(page.site)
    if (siteId === null) return ''
    const { pagePath, siteOriginForEditor } = await import('../../src/features/publishing')
    return `${(await siteOriginForEditor(req, siteId)) ?? ''}${pagePath(page.slug ?? '')}`
  },
}
