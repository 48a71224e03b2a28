import type { CollectionConfig } from 'payload'

import { isEditorOfSite, isEditorOfSiteOrSelfCustomer } from '../access'
import { rateLimitPublic } from './hooks/rate-limit-public'
import { signInThrottle } from './hooks/sign-in-throttle'

const throttle = signInThrottle('customers')

/** Shopper accounts (watchlist, garage, gated pages). Sign-up arrives with its own validated endpoint. */
export const Customers: CollectionConfig = {
  slug: 'customers',
  // No lock-out (see Users); failures are throttled by collections/hooks/sign-in-throttle.ts.
  auth: { maxLoginAttempts: 0, tokenExpiration: 60 * 60 * 24 * 14 },
  hooks: {
    beforeOperation: [rateLimitPublic('signIn', ['login', 'forgotPassword', 'resetPassword'], 'Too many sign-in attempts from this connection.'), throttle.beforeOperation],
    afterError: [throttle.afterError],
  },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'firstName', 'lastName', 'phone'] },
  access: { read: isEditorOfSiteOrSelfCustomer, create: isEditorOfSite, update: isEditorOfSiteOrSelfCustomer, delete: isEditorOfSite },
  fields: [
    { type: 'row', fields: [{ name: 'firstName', type: 'text' }, { name: 'lastName', type: 'text' }] },
    { type: 'row', fields: [{ name: 'phone', type: 'text' }, { name: 'postcode', type: 'text' }] },
  ],
}
