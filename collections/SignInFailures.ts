import type { CollectionConfig } from 'payload'

import { isSuperAdmin, nobody } from '../access'

/**
 * The audit of failed sign-ins to the admin and to shopper accounts (issue 16): who was tried, from
 * which connection, and why it failed. Written only by the sign-in throttle; super admins read it.
 */
export const SignInFailures: CollectionConfig = {
  slug: 'sign-in-failures',
  admin: { useAsTitle: 'email', defaultColumns: ['createdAt', 'email', 'accounts', 'reason', 'clientAddress'], group: 'Security' },
  access: { create: nobody, read: isSuperAdmin, update: nobody, delete: isSuperAdmin },
  fields: [
    { name: 'email', type: 'text', required: true, index: true, admin: { description: 'As typed (lower-cased); the account may not exist.' } },
    {
      name: 'accounts',
      type: 'select',
      required: true,
      options: [
        { label: 'Admin users', value: 'users' },
        { label: 'Shoppers', value: 'customers' },
      ],
    },
    {
      name: 'reason',
      type: 'select',
      required: true,
      options: [
        { label: 'Wrong email or password', value: 'wrong-credentials' },
        { label: 'Refused: too many attempts', value: 'throttled' },
      ],
    },
    { name: 'clientAddress', type: 'text', index: true },
    { name: 'userAgent', type: 'text' },
  ],
}
