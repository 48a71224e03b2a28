import type { CollectionConfig } from 'payload'

import { isEditorOfSite, nobody } from '../access'
import { BALANCE_METHODS, RESERVATION_STATUS_LABELS } from '../src/domain/reservation'
import { selectOptions } from '../src/platform/options'
import { storedRecord } from './fields/stored-record'

/**
 * Online reservations (issue 19): one car held for one shopper. A car has at most one reservation
 * that holds it (pending payment or paid): a unique partial index in PostgreSQL (migration
 * `reservations`) makes that true even when shoppers race, so the car is never sold twice. Amounts
 * are whole cents. Created only by the checkout; editors of the site follow them up here through
 * the actions (Mark paid, Extend, Complete, Cancel/Refund), each recorded in the history.
 */
export const Reservations: CollectionConfig = {
  slug: 'reservations',
  admin: { useAsTitle: 'reference', group: 'Shoppers', defaultColumns: ['reference', 'carName', 'journey', 'status', 'expiresAt', 'createdAt'] },
  // POST /api/reservations/:id/action: the admin's Mark paid, Extend hold, Complete sale, Cancel and refund.
  endpoints: [{ path: '/:id/action', method: 'post', handler: async (req) => (await import('../src/features/reservations')).reservationActionEndpoint(req) }],
  access: { read: isEditorOfSite, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'reference', type: 'text', required: true, unique: true, admin: { readOnly: true } },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'pending-payment',
      options: selectOptions(RESERVATION_STATUS_LABELS),
      admin: {
        readOnly: true,
        description: 'Changed by the actions below (and by the payment provider and the unpaid-expiry sweep), so every change is recorded.',
      },
    },
    { name: 'actions', type: 'ui', admin: { components: { Field: '/src/features/reservations/admin/ReservationActions.client#ReservationActions' } } },
    {
      type: 'row',
      fields: [
        { name: 'carId', type: 'text', required: true, index: true, admin: { readOnly: true } },
        { name: 'carSlug', type: 'text', admin: { readOnly: true } },
        { name: 'carName', type: 'text', admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'journey',
          type: 'select',
          defaultValue: 'reserve',
          options: [
            { label: 'Reserve', value: 'reserve' },
            { label: 'Buy online', value: 'buy-online' },
          ],
          admin: { readOnly: true },
        },
        { name: 'lead', type: 'relationship', relationTo: 'leads', admin: { readOnly: true } },
        { name: 'customer', type: 'relationship', relationTo: 'customers', index: true, admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', admin: { readOnly: true } },
        { name: 'lastName', type: 'text', admin: { readOnly: true } },
        { name: 'email', type: 'email', admin: { readOnly: true } },
        { name: 'phone', type: 'text', admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'priceCents', type: 'number', required: true, admin: { readOnly: true } },
        { name: 'depositCents', type: 'number', required: true, admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'expiresAt', type: 'date', index: true, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'paidAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    {
      name: 'purchase',
      type: 'group',
      admin: {
        condition: (data) => data?.journey === 'buy-online',
        description:
          'A purchase (Buy Online): how the buyer pays the balance, and when they confirmed the contract-of-sale summary (kept in the answers below).',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'balanceMethod', type: 'select', options: selectOptions(BALANCE_METHODS['buy-online']), admin: { readOnly: true } },
            { name: 'balanceCents', type: 'number', admin: { readOnly: true, description: 'After the trade-in and the deposit' } },
            { name: 'contractAcceptedAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
          ],
        },
      ],
    },
    storedRecord({ name: 'answers', description: 'What the shopper told the checkout: trade-in, how they will pay the balance, pickup or delivery.' }),
    {
      name: 'payment',
      type: 'group',
      admin: { description: "The deposit's payment (a purchase paid by card: all that was due), online through the provider or at the dealership." },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'provider',
              type: 'select',
              options: [
                { label: 'Pay at dealership', value: 'pay-at-dealership' },
                { label: 'Stripe', value: 'stripe' },
              ],
              admin: { readOnly: true },
            },
            { name: 'amountCents', type: 'number', admin: { readOnly: true, description: 'Asked for online' } },
            { name: 'providerReference', type: 'text', admin: { readOnly: true, description: 'Checkout session' } },
            { name: 'paymentReference', type: 'text', admin: { readOnly: true, description: 'Payment' } },
            { name: 'refundReference', type: 'text', admin: { readOnly: true, description: 'Refund' } },
          ],
        },
      ],
    },
    storedRecord({ name: 'history', description: 'Every change: when, what, by whom.' }),
  ],
}
