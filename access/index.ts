import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

import { isAdminUser, siteIdsOf, userIsSuperAdmin } from '../src/platform/admin-users'

/**
 * Named access rules, written once. Collections combine these; the multi-tenant plugin then narrows
 * every rule for admin users to the sites listed on their account (super admins see every site).
 */
export const anyone: Access = () => true

export const nobody: Access = () => false

export const isSuperAdmin: Access = ({ req }) => userIsSuperAdmin(req.user)

export const isSuperAdminField: FieldAccess = ({ req }) => userIsSuperAdmin(req.user)

/** Fields of public content that only the admin may see (lead delivery addresses, webhook secrets). */
export const isAdminUserField: FieldAccess = ({ req }) => isAdminUser(req.user)

/** Any admin-panel user; the multi-tenant plugin limits editors to documents of their own sites. */
export const isEditorOfSite: Access = ({ req }) => isAdminUser(req.user)

/** Shopper-facing content with drafts: the public sees published versions only. */
export const isEditorOrPublished: Access = ({ req }): boolean | Where => (isAdminUser(req.user) ? true : { _status: { equals: 'published' } })

/** Public content that can be hidden per document (e.g. a location under refurbishment). */
export const isEditorOrVisible: Access = ({ req }): boolean | Where => (isAdminUser(req.user) ? true : { visible: { equals: true } })

/** Admin users manage their own account; super admins manage everyone. */
export const isSuperAdminOrSelf: Access = ({ req }): boolean | Where => {
  if (userIsSuperAdmin(req.user)) return true
  if (isAdminUser(req.user)) return { id: { equals: req.user!.id } }
  return false
}

/** A site's public content (menus, promos, legal text...): anyone reads it, that site's editors write it. */
export const publicSiteContent = { read: anyone, create: isEditorOfSite, update: isEditorOfSite, delete: isEditorOfSite }

/**
 * For collections outside the multi-tenant plugin (leads, which anonymous shoppers create): super
 * admins see all, editors only documents of their own sites, everyone else nothing.
 */
export const isEditorOfDocumentSite: Access = ({ req }): boolean | Where => {
  if (userIsSuperAdmin(req.user)) return true
  if (isAdminUser(req.user)) return { site: { in: siteIdsOf(req.user) } }
  return false
}

/** The roles an admin user holds on one site (the multi-tenant plugin's `sites` rows). */
const siteRolesOf = (user: PayloadRequest['user'], siteId: unknown): string[] =>
  ((user as { sites?: { site: number | string | { id: number | string }; roles?: string[] | null }[] | null } | null)?.sites ?? [])
    .filter((row) => String(typeof row.site === 'object' ? row.site.id : row.site) === String(siteId))
    .flatMap((row) => row.roles ?? [])

/**
 * Finance applicants' income, expenses and employment (issue 21): super admins and users with the
 * finance role on the application's site; other editors of the site see the application without them.
 */
export const isFinanceTeamOfDocumentSite: FieldAccess = ({ req, doc }) => {
  if (userIsSuperAdmin(req.user)) return true
  if (!isAdminUser(req.user) || !doc) return false
  const site = (doc as { site?: unknown }).site
  return siteRolesOf(req.user, typeof site === 'object' && site !== null ? (site as { id: unknown }).id : site).includes('finance')
}
