import type { CollectionConfig } from 'payload'

import { isEditorOfSite, nobody } from '../access'

/**
 * Amounts a dealership asks a customer to pay online (issue 19 "Online payment"): a service invoice
 * or parts order with its reference. The customer finds it at /online-payment with the reference
 * and their email and pays through the payments port; only the provider's signed webhook marks it
 * paid. Staff create them here; amounts are whole cents in the database, dollars on screen.
 */
export const PaymentRequests: CollectionConfig = {
  slug: 'payment-requests',
  admin: {
    useAsTitle: 'reference',
    group: 'Shoppers',
    defaultColumns: ['reference', 'kind', 'amountCents', 'status', 'createdAt'],
    description: 'Service invoices and parts orders customers can pay at /online-payment (Sites → Checkout → online payment).',
  },
  access: { read: isEditorOfSite, create: isEditorOfSite, update: isEditorOfSite, delete: nobody },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'reference',
          type: 'text',
          required: true,
          index: true,
          admin: { description: 'The number on the invoice or order, e.g. INV-20431. The customer types it.' },
        },
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'service',
          options: [
            { label: 'Service invoice', value: 'service' },
            { label: 'Parts order', value: 'parts' },
            { label: 'Other', value: 'other' },
          ],
        },
      ],
    },
    { name: 'description', type: 'text', required: true, admin: { description: 'What the customer sees, e.g. 15,000 km logbook service, Kia Sportage.' } },
    {
      type: 'row',
      fields: [
        {
          name: 'amountCents',
          type: 'number',
          required: true,
          min: 100,
          max: 10_000_000,
          validate: (value: unknown) => (Number.isInteger(value) ? true : 'Whole cents, e.g. 38900 for $389.00.'),
          admin: { description: 'In cents: 38900 is $389.00.' },
        },
        { name: 'email', type: 'email', required: true, admin: { description: "The customer's email: they type it with the reference to find the amount." } },
      ],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'awaiting-payment',
      options: [
        { label: 'Awaiting payment', value: 'awaiting-payment' },
        { label: 'Paid', value: 'paid' },
        { label: 'Cancelled', value: 'cancelled' },
      ],
      admin: { description: "Paid is set by the payment provider's confirmation; set Cancelled to stop a payment." },
    },
    {
      type: 'row',
      fields: [
        { name: 'paidAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'providerReference', type: 'text', admin: { readOnly: true, description: 'Checkout session' } },
        { name: 'paymentReference', type: 'text', admin: { readOnly: true, description: 'Payment' } },
      ],
    },
  ],
}
