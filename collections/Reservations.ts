import type { CollectionConfig } from 'payload'

import { isEditorOfSite, nobody } from '../access'

const STATUS_OPTIONS = [
  { label: 'Pending payment', value: 'pending-payment' },
  { label: 'Paid', value: 'paid' },
  { label: 'Completed', value: 'completed' },
  { label: 'Cancelled', value: 'cancelled' },
  { label: 'Expired', value: 'expired' },
  { label: 'Refunded', value: 'refunded' },
]

/**
 * Online reservations (issue 19): one car held for one shopper. A car has at most one reservation
 * that holds it (pending payment or paid): a unique partial index in PostgreSQL (migration
 * `reservations`) makes that true even when shoppers race, so the car is never sold twice. Amounts
 * are whole cents. Created only by the checkout; editors of the site follow them up here.
 */
export const Reservations: CollectionConfig = {
  slug: 'reservations',
  admin: { useAsTitle: 'reference', group: 'Shoppers', defaultColumns: ['reference', 'carName', 'status', 'expiresAt', 'createdAt'] },
  access: { read: isEditorOfSite, create: nobody, update: isEditorOfSite, delete: nobody },
  fields: [
    { name: 'reference', type: 'text', required: true, unique: true, admin: { readOnly: true } },
    { name: 'status', type: 'select', required: true, index: true, defaultValue: 'pending-payment', options: STATUS_OPTIONS },
    { type: 'row', fields: [{ name: 'carId', type: 'text', required: true, index: true, admin: { readOnly: true } }, { name: 'carSlug', type: 'text', admin: { readOnly: true } }, { name: 'carName', type: 'text', admin: { readOnly: true } }] },
    { name: 'customer', type: 'relationship', relationTo: 'customers', index: true, admin: { readOnly: true } },
    { type: 'row', fields: [{ name: 'firstName', type: 'text' }, { name: 'lastName', type: 'text' }, { name: 'email', type: 'email' }, { name: 'phone', type: 'text' }] },
    { type: 'row', fields: [{ name: 'priceCents', type: 'number', required: true, admin: { readOnly: true } }, { name: 'depositCents', type: 'number', required: true, admin: { readOnly: true } }] },
    { type: 'row', fields: [{ name: 'expiresAt', type: 'date', index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } }, { name: 'paidAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } }] },
  ],
}
