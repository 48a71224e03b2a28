import { ValidationError, type CollectionConfig } from 'payload'

import { anyone, isAdminUser, isEditorOfSite, isSuperAdminField } from '../access'
import { LEAD_FORMS, leadSubmissionSchema } from '../src/leads/lead-submission'
import { rateLimitPublic } from './hooks/rate-limit-public'

/**
 * Shopper enquiries. Anyone may create one (validated and rate limited); only editors of the
 * lead's site can read it, and the public gets back only the new lead's id.
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  admin: { useAsTitle: 'email', defaultColumns: ['createdAt', 'form', 'firstName', 'email', 'status'] },
  access: { create: anyone, read: isEditorOfSite, update: isEditorOfSite, delete: isEditorOfSite },
  hooks: {
    beforeOperation: [
      rateLimitPublic('leadCreate', ['create'], 'Too many enquiries from this connection.'),
    ],
    beforeValidate: [
      ({ data, operation, req }) => {
        if (operation !== 'create' || isAdminUser(req.user)) return data
        const parsed = leadSubmissionSchema.safeParse(data)
        if (!parsed.success) {
          throw new ValidationError({
            collection: 'leads',
            errors: parsed.error.issues.map((issue) => ({ path: issue.path.join('.') || 'form', message: issue.message })),
          })
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
    // The multi-tenant plugin's own site field accepts writes from admin users only; a shopper's lead
    // names its site itself (checked by the submission schema), and only a super admin may move it.
    { name: 'site', type: 'relationship', relationTo: 'sites', required: true, index: true, access: { update: isSuperAdminField }, admin: { position: 'sidebar' } },
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
