import type { CollectionBeforeValidateHook, PayloadRequest, Plugin } from 'payload'

import { siteIdsOf, userIsSuperAdmin } from './admin-users'

/** The site chosen in the admin's site selector (the multi-tenant plugin's cookie). */
const selectedSite = (cookie: string | null) => /(?:^|;\s*)payload-tenant=(\d+)/.exec(cookie ?? '')?.[1]

/** The site an admin user is working on when a request names none: the one chosen in the admin if theirs, else their only site. */
export function editorsWorkingSite(req: Pick<PayloadRequest, 'user' | 'headers'>): number | undefined {
  const own = siteIdsOf(req.user).map(String)
  const chosen = selectedSite(req.headers.get('cookie'))
  const site = chosen && (userIsSuperAdmin(req.user) || own.includes(chosen)) ? chosen : own.length === 1 ? own[0] : undefined
  return site === undefined ? undefined : Number(site)
}

/**
 * A document an editor creates without a site gets one: the site chosen in the admin, if the editor
 * may use it, else the editor's only site. Without this, a page saved as a draft from the admin (a
 * draft skips the required-field check) was stored with no site, invisible to its own editor.
 */
const assignSite: CollectionBeforeValidateHook = ({ data, operation, req }) => {
  if (operation !== 'create' || !data || data.site || !req.user || req.user.collection !== 'users') return data
  const site = editorsWorkingSite(req)
  return site === undefined ? data : { ...data, site }
}

/** Adds the hook to the site-scoped collections (after the multi-tenant plugin has added their site field). */
export const editorSiteAssignment =
  (collections: readonly string[]): Plugin =>
  (config) => ({
    ...config,
    collections: (config.collections ?? []).map((collection) =>
      collections.includes(collection.slug)
        ? { ...collection, hooks: { ...collection.hooks, beforeValidate: [assignSite, ...(collection.hooks?.beforeValidate ?? [])] } }
        : collection,
    ),
  })
