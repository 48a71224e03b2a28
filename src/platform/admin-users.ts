import type { PayloadRequest } from 'payload'

/**
 * Who an admin-panel user is: the access rules (access/) are written with these, and the platform's
 * editor-site assignment and the capabilities' admin views ask them too.
 */
type AdminUser = { collection: 'users'; roles?: string[] | null }

export const isAdminUser = (user: PayloadRequest['user']): user is PayloadRequest['user'] & AdminUser => Boolean(user && user.collection === 'users')

export const userIsSuperAdmin = (user: PayloadRequest['user']): boolean => isAdminUser(user) && Boolean((user as AdminUser).roles?.includes('super-admin'))

/** The site ids an admin user belongs to (the multi-tenant plugin's `sites` array on the user). */
export const siteIdsOf = (user: PayloadRequest['user']): (number | string)[] =>
  ((user as { sites?: { site: number | string | { id: number | string } }[] | null } | null)?.sites ?? []).map((row) =>
    typeof row.site === 'object' ? row.site.id : row.site,
  )
