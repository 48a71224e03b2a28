import type { CollectionConfig } from 'payload'

import { isEditorOfDocumentSite, nobody } from '../access'
import { DELIVERY_CHANNELS, DELIVERY_STATES } from '../src/domain/lead-delivery'
import { storedRecord } from './fields/stored-record'

/**
 * The outbox: one row per lead and channel (dealer CRM as ADF XML, staff email, webhook), written in
 * the lead's own transaction and worked through by src/features/leads/outbox.ts with retries and backoff.
 * Editors read them on the lead; only the outbox writes them.
 */
export const LeadDeliveries: CollectionConfig = {
  slug: 'lead-deliveries',
  admin: { useAsTitle: 'target', defaultColumns: ['lead', 'channel', 'target', 'status', 'attempts', 'nextAttemptAt', 'lastError'], group: 'Leads' },
  access: { create: nobody, read: isEditorOfDocumentSite, update: nobody, delete: nobody },
  // GET /api/lead-deliveries/mailbox/:name: an offline-mailbox message as .eml, for the admin's mailbox view.
  // The leads capability is loaded on the first download (see the hook in collections/Leads).
  endpoints: [{ path: '/mailbox/:name', method: 'get', handler: async (req) => (await import('../src/features/leads')).downloadMailboxMessage(req) }],
  fields: [
    { name: 'lead', type: 'relationship', relationTo: 'leads', required: true, index: true },
    // Copied from the lead so the editor access rule can filter deliveries the same way.
    { name: 'site', type: 'relationship', relationTo: 'sites', required: true, index: true },
    {
      type: 'row',
      fields: [
        { name: 'channel', type: 'select', required: true, options: [...DELIVERY_CHANNELS] },
        { name: 'target', type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'status', type: 'select', required: true, defaultValue: 'pending', index: true, options: [...DELIVERY_STATES] },
        { name: 'attempts', type: 'number', required: true, defaultValue: 0 },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'nextAttemptAt', type: 'date', index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'lockedUntil', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'sentAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    { name: 'lastError', type: 'text' },
    { name: 'reference', type: 'text', admin: { description: 'Message id, mailbox file or webhook status of the delivery that went out.' } },
    storedRecord({ name: 'history', description: 'Every attempt: when, and what happened.' }),
  ],
}
