import type { CollectionConfig } from 'payload'

import { isEditorOfSite, nobody } from '../access'

const readOnly = { readOnly: true }

/**
 * Shoppers' spins (issue 22): one per shopper per campaign. The unique index on (campaign, customer)
 * holds that even when one shopper's spins race: the second finds the first's result instead of a
 * second draw (src/features/spin-to-win/spin-store.ts). A prize won comes with its lead (Leads, form
 * Spin to win) whose queued shopper email carries the claim code. Made only by POST /api/spin-to-win;
 * editors read them, and may delete one to let a shopper spin again.
 */
export const Spins: CollectionConfig = {
  slug: 'spins',
  admin: { useAsTitle: 'prizeLabel', group: 'Shoppers', defaultColumns: ['prizeLabel', 'claimCode', 'customer', 'campaign', 'createdAt'] },
  access: { read: isEditorOfSite, create: nobody, update: nobody, delete: isEditorOfSite },
  indexes: [{ fields: ['campaign', 'customer'], unique: true }],
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'campaign', type: 'relationship', relationTo: 'spin-campaigns', required: true, index: true, admin: readOnly },
        { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true, admin: readOnly },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'prizeId', type: 'text', required: true, index: true, admin: { ...readOnly, description: "The segment's id in the campaign." } },
        { name: 'prizeLabel', type: 'text', required: true, admin: readOnly },
        { name: 'won', type: 'checkbox', defaultValue: false, admin: { ...readOnly, description: 'Off: a "no prize" segment.' } },
      ],
    },
    { name: 'prizeDescription', type: 'textarea', admin: readOnly },
    {
      type: 'row',
      fields: [
        { name: 'claimCode', type: 'text', unique: true, admin: { ...readOnly, description: 'The code the winner shows to claim the prize.' } },
        { name: 'lead', type: 'relationship', relationTo: 'leads', index: true, admin: readOnly },
      ],
    },
  ],
}
