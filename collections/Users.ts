import type { CollectionConfig } from 'payload'

import { isSuperAdmin, isSuperAdminField, isSuperAdminOrSelf } from '../access'
import { rateLimitPublic } from './hooks/rate-limit-public'
import { signInThrottle } from './hooks/sign-in-throttle'

const throttle = signInThrottle('users')

/** Admin-panel accounts: platform super admins, and editors who belong to one or more sites. */
export const Users: CollectionConfig = {
  slug: 'users',
  // No lock-out: a lock lets anyone shut an admin out; collections/hooks/sign-in-throttle.ts throttles failures instead.
  auth: { maxLoginAttempts: 0 },
  hooks: {
    beforeOperation: [
      rateLimitPublic('signIn', ['login', 'forgotPassword', 'resetPassword'], 'Too many sign-in attempts from this connection.'),
      throttle.beforeOperation,
    ],
    afterError: [throttle.afterError],
  },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'roles'] },
  access: { read: isSuperAdminOrSelf, create: isSuperAdmin, update: isSuperAdminOrSelf, delete: isSuperAdmin },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      defaultValue: ['editor'],
      options: [
        { label: 'Super admin (every site)', value: 'super-admin' },
        { label: 'Site editor', value: 'editor' },
      ],
      access: { create: isSuperAdminField, update: isSuperAdminField },
      saveToJWT: true,
    },
  ],
}
