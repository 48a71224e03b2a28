import type { CollectionConfig, PayloadRequest } from 'payload'

import { anyone, isAdminUser, isEditorOfDocumentSite, isSuperAdminField } from '../access'
import { LEAD_FORMS, leadSubmissionSchema } from '../src/leads/lead-submission'
import { publicError } from '../src/server/public-error'
import { rateLimitPublic } from './hooks/rate-limit-public'

/**
 * Shopper enquiries. Anyone may create one (validated and rate limited); only editors of the
 * lead's site can read it, and the public gets back only the new lead's id.
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  admin: { useAsTitle: 'email', defaultColumns: ['createdAt', 'form', 'firstName', 'email', 'status'] },
  access: { create: anyone, read: isEditorOfDocumentSite, update: isEditorOfDocumentSite, delete: isEditorOfDocumentSite },
  hooks: {
    beforeOperation: [
      rateLimitPublic('leadCreate', ['create'], 'Too many enquiries from this connection.'),
    ],
    beforeValidate: [
      ({ data, operation, req }) => {
        if (operation !== 'create' || isAdminUser(req.user)) return data
        const parsed = leadSubmissionSchema.safeParse(data)
        if (!parsed.success) {
          const errors = parsed.error.issues.map((issue) => ({ path: issue.path.join('.') || 'form', message: issue.message }))
          throw publicError(errors.map((e) => e.message).join(' '), 400, { errors })
        }
        return { ...parsed.data, status: 'new' }
      },
    ],
    afterOperation: [
      ({ operation, req, result }) =>
        operation === 'create' && !isAdminUser(req.user) && result && typeof result === 'object' && 'id' in result
          ? ({ id: result.id } as typeof result)
          : result,
    ],
  },
  fields: [
    // Leads stay outside the multi-tenant plugin (which refuses writes from anonymous users): a shopper's
    // lead names its site itself, checked here and by the submission schema; only a super admin may move it.
    {
      name: 'site',
      type: 'relationship',
      relationTo: 'sites',
      required: true,
      index: true,
      access: { update: isSuperAdminField },
      admin: { position: 'sidebar' },
      // Checked directly: Payload's own relationship check applies the plugin's tenant filters.
      validate: async (value: unknown, { req }: { req: PayloadRequest }) => {
        const id = typeof value === 'object' && value !== null && 'id' in value ? (value as { id: unknown }).id : value
        if (typeof id !== 'number' && typeof id !== 'string') return 'Unknown site.'
        const { totalDocs } = await req.payload.count({ collection: 'sites', where: { id: { equals: id } }, overrideAccess: true, req })
        return totalDocs === 1 ? true : 'Unknown site.'
      },
    },
    { name: 'form', type: 'select', required: true, options: [...LEAD_FORMS] },
    { name: 'status', type: 'select', defaultValue: 'new', options: ['new', 'delivered', 'failed', 'contacted'], admin: { position: 'sidebar' } },
    { type: 'row', fields: [{ name: 'firstName', type: 'text', required: true }, { name: 'lastName', type: 'text' }] },
    { type: 'row', fields: [{ name: 'email', type: 'email', required: true }, { name: 'phone', type: 'text', required: true }, { name: 'postcode', type: 'text' }] },
    { name: 'message', type: 'textarea' },
    { type: 'row', fields: [{ name: 'category', type: 'text' }, { name: 'subcategory', type: 'text' }] },
    { name: 'optIn', type: 'checkbox', defaultValue: false },
    { name: 'pageUrl', type: 'text' },
    { name: 'location', type: 'relationship', relationTo: 'locations' },
    { name: 'dealership', type: 'relationship', relationTo: 'dealerships' },
    {
      name: 'car',
      type: 'group',
      fields: [
        { type: 'row', fields: [{ name: 'carId', type: 'text' }, { name: 'stockNumber', type: 'text' }, { name: 'carType', type: 'select', options: ['new', 'demo', 'used'] }] },
        { type: 'row', fields: [{ name: 'make', type: 'text' }, { name: 'model', type: 'text' }, { name: 'status', type: 'text' }] },
      ],
    },
  ],
}
