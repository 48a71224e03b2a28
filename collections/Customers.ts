import type { CollectionConfig } from 'payload'

import { isEditorOfSite } from '../access'

/**
 * Shopper accounts (issue 18). Each belongs to one site: the same email may hold separate accounts on
 * two dealer sites (each dealer owns its customer data), so the key is (site, email), not Payload
 * auth's platform-wide email. Shoppers sign in with an emailed code (src/features/accounts) and never
 * reach this collection's REST API; editors see their own sites' customers (multi-tenant plugin).
 */
export const Customers: CollectionConfig = {
  slug: 'customers',
  admin: {
    useAsTitle: 'email',
    group: 'Shoppers',
    defaultColumns: ['email', 'firstName', 'lastName', 'phone', 'lastSignInAt'],
    description: 'Shoppers with an account on this site: their details, watchlist, saved searches and the enquiries they sent while signed in.',
  },
  access: { read: isEditorOfSite, create: isEditorOfSite, update: isEditorOfSite, delete: isEditorOfSite },
  indexes: [{ fields: ['site', 'email'], unique: true }],
  hooks: {
    beforeValidate: [({ data }) => (data && typeof data.email === 'string' ? { ...data, email: data.email.trim().toLowerCase() } : data)],
    // Admin deletes unlink like the shopper's own "delete my account" (src/features/accounts/customers.ts).
    beforeDelete: [async ({ id, req }) => (await import('../src/features/accounts')).forgetCustomerData(req.payload, Number(id))],
  },
  fields: [
    { name: 'email', type: 'email', required: true, index: true },
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text' },
        { name: 'lastName', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'phone', type: 'text', admin: { description: 'Mobile number; needed to save cars.' } },
        { name: 'postcode', type: 'text' },
      ],
    },
    { name: 'marketingOptIn', type: 'checkbox', defaultValue: false, admin: { description: 'Agreed to hear about offers from the dealer.' } },
    {
      name: 'alertsEnabled',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Emails when a watched car drops in price or sells. The shopper can unsubscribe from any alert email.' },
    },
    { name: 'lastSignInAt', type: 'date', admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'watchlist', type: 'join', collection: 'watchlist-entries', on: 'customer' },
    { name: 'savedSearches', type: 'join', collection: 'saved-searches', on: 'customer' },
    { name: 'leads', type: 'join', collection: 'leads', on: 'customer' },
  ],
}
