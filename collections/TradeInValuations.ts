import type { CollectionConfig } from 'payload'

import { isEditorOfSite, nobody } from '../access'
import { TRADE_IN_VALUATION_STATUS_LABELS } from '../src/domain/trade-in'
import { selectOptions } from '../src/platform/options'
import { storedRecord } from './fields/stored-record'

const readOnly = { readOnly: true }

/**
 * Trade-in valuations (issue 20): the car a shopper identified, their condition answers, the market
 * estimate with the comparables it came from, and the offer with its adjustments, so a dealer can see
 * why. Made only by the trade-in flow, each with its lead; editors of the site read them here.
 */
export const TradeInValuations: CollectionConfig = {
  slug: 'trade-in-valuations',
  admin: { useAsTitle: 'reference', group: 'Shoppers', defaultColumns: ['reference', 'carName', 'status', 'offerLowDollars', 'validUntil', 'createdAt'] },
  access: { read: isEditorOfSite, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'reference', type: 'text', required: true, unique: true, admin: readOnly },
        {
          name: 'status',
          type: 'select',
          required: true,
          index: true,
          defaultValue: 'offered',
          options: selectOptions(TRADE_IN_VALUATION_STATUS_LABELS),
          admin: readOnly,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'lead', type: 'relationship', relationTo: 'leads', index: true, admin: readOnly },
        { name: 'customer', type: 'relationship', relationTo: 'customers', index: true, admin: readOnly },
      ],
    },
    { name: 'carName', type: 'text', admin: readOnly },
    {
      name: 'car',
      type: 'group',
      admin: { description: "The shopper's car as identified (by its plate from stock history or the provider, or picked from the catalogue)." },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'plate', type: 'text', admin: readOnly },
            { name: 'state', type: 'text', admin: readOnly },
            { name: 'identifiedBy', type: 'text', admin: readOnly },
            { name: 'vin', type: 'text', admin: readOnly },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'year', type: 'number', admin: readOnly },
            { name: 'make', type: 'text', admin: readOnly },
            { name: 'model', type: 'text', admin: readOnly },
            { name: 'badge', type: 'text', admin: readOnly },
            { name: 'km', type: 'number', admin: readOnly },
          ],
        },
      ],
    },
    storedRecord({ name: 'answers', description: 'The condition questions as asked and answered, by question id.' }),
    {
      type: 'row',
      fields: [
        { name: 'retailDollars', type: 'number', admin: { ...readOnly, description: 'Retail estimate' } },
        { name: 'retailLowDollars', type: 'number', admin: readOnly },
        { name: 'retailHighDollars', type: 'number', admin: readOnly },
        { name: 'confidence', type: 'number', admin: readOnly },
        { name: 'estimatedBy', type: 'text', admin: readOnly },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'offerLowDollars', type: 'number', admin: readOnly },
        { name: 'offerHighDollars', type: 'number', admin: readOnly },
        { name: 'validUntil', type: 'date', index: true, admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'acceptedAt', type: 'date', admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    { name: 'valuerReason', type: 'text', admin: { ...readOnly, description: 'Why no online figure was given (a valuer calls instead).' } },
    storedRecord({ name: 'adjustments', description: "Each answer's effect on the offer, in dollars." }),
    storedRecord({ name: 'comparables', description: 'The comparable cars the estimate used: site, year, km, price, sold or listed.' }),
    storedRecord({ name: 'forCar', description: 'The car on the site the shopper was looking at, with its price (changeover cost).' }),
  ],
}
