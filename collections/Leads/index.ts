import type { CollectionConfig, PayloadRequest } from 'payload'

import { isEditorOfDocumentSite, isEditorOfSite, isSuperAdminField } from '../../access'
import { isAdminUser, siteIdsOf, userIsSuperAdmin } from '../../src/platform/admin-users'
import { LEAD_FORM_TYPES, LEAD_FORMS } from '../../src/domain/lead-form-catalogue'
import { LEAD_DELIVERY_STATUSES } from '../../src/domain/lead-delivery'
import { storedRecord } from '../fields/stored-record'
import { leadsCsvExportEndpoint } from './export-csv'

const readOnly = { readOnly: true }

/**
 * Shopper leads. Shoppers never write here directly: POST /api/enquiries validates, rate limits and
 * stores them (src/features/leads/submit-enquiry.ts). Editors of the lead's site read them and may add leads
 * taken by phone; each new lead queues its deliveries in the same transaction (outbox).
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['createdAt', 'form', 'firstName', 'lastName', 'car.make', 'location', 'deliveryStatus', 'status'],
    listSearchableFields: ['email', 'firstName', 'lastName', 'phone', 'car.stockNumber'],
    description:
      'Enquiries, test drives and applications from the site. Filter by form, date, location or delivery status; Export CSV downloads the filtered list.',
    // The button carries the list's current filters, search and sort to GET /api/leads/export.csv.
    components: { beforeListTable: ['/src/features/leads/admin/ExportLeadsButton.client#ExportLeadsButton'] },
  },
  endpoints: [leadsCsvExportEndpoint],
  access: { create: isEditorOfSite, read: isEditorOfDocumentSite, update: isEditorOfDocumentSite, delete: isEditorOfDocumentSite },
  // The outbox write, in the lead's own transaction: only a new lead queues deliveries. The leads
  // capability is loaded when first needed: the config also runs in Node scripts (seed, migrations,
  // the Payload CLI), which should not load the capability's endpoints and what they import.
  hooks: {
    afterChange: [async ({ doc, operation, req }) => (operation === 'create' ? (await import('../../src/features/leads')).queueLeadDeliveries(req, doc) : doc)],
  },
  fields: [
    // Leads stay outside the multi-tenant plugin (shoppers have no admin account): a lead names its site
    // itself; only a super admin may move it.
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
        // An editor adds leads (taken by phone) to their own sites only.
        if (isAdminUser(req.user) && !userIsSuperAdmin(req.user) && !siteIdsOf(req.user).map(String).includes(String(id)))
          return 'You can only add leads to your own sites.'
        const { totalDocs } = await req.payload.count({ collection: 'sites', where: { id: { equals: id } }, overrideAccess: true, req })
        return totalDocs === 1 ? true : 'Unknown site.'
      },
    },
    { name: 'form', type: 'select', required: true, index: true, options: LEAD_FORM_TYPES.map((value) => ({ value, label: LEAD_FORMS[value].label })) },
    {
      name: 'status',
      type: 'select',
      defaultValue: 'new',
      options: ['new', 'contacted', 'closed', 'cancelled'],
      admin: { position: 'sidebar', description: 'Where the dealer is with this lead. Cancelling a test drive frees its time for other shoppers.' },
    },
    {
      name: 'deliveryStatus',
      type: 'select',
      defaultValue: 'pending',
      index: true,
      options: [...LEAD_DELIVERY_STATUSES],
      admin: { position: 'sidebar', readOnly: true, description: 'Whether the CRM, staff email and webhook deliveries below have gone out.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', required: true },
        { name: 'lastName', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', required: true },
        { name: 'phone', type: 'text', required: true },
        { name: 'postcode', type: 'text' },
      ],
    },
    { name: 'message', type: 'textarea' },
    {
      type: 'row',
      fields: [
        { name: 'category', type: 'text' },
        { name: 'subcategory', type: 'text' },
        { name: 'rego', type: 'text' },
        { name: 'position', type: 'text', admin: { description: 'Careers: the role.' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'optIn', type: 'checkbox', defaultValue: false },
        { name: 'termsAccepted', type: 'checkbox', defaultValue: false },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'location', type: 'relationship', relationTo: 'locations', index: true },
        { name: 'dealership', type: 'relationship', relationTo: 'dealerships' },
        { name: 'appointmentAt', type: 'date', index: true, admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Test drives: the booked time.' } },
      ],
    },
    {
      name: 'car',
      type: 'group',
      admin: { description: 'The car as it was listed when the shopper enquired.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'carId', type: 'text' },
            { name: 'slug', type: 'text' },
            { name: 'stockNumber', type: 'text' },
            { name: 'vin', type: 'text' },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'carType', type: 'select', options: ['new', 'demo', 'used'] },
            { name: 'year', type: 'number' },
            { name: 'make', type: 'text' },
            { name: 'model', type: 'text' },
            { name: 'badge', type: 'text' },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'status', type: 'text' },
            { name: 'price', type: 'number' },
            { name: 'km', type: 'number' },
            { name: 'colour', type: 'text' },
          ],
        },
      ],
    },
    {
      name: 'tradeIn',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'year', type: 'number' },
            { name: 'make', type: 'text' },
            { name: 'model', type: 'text' },
            { name: 'km', type: 'number' },
          ],
        },
      ],
    },
    { name: 'vehiclePriceBudget', type: 'number', min: 0 },
    {
      type: 'collapsible',
      label: 'Where it came from',
      admin: { initCollapsed: true },
      fields: [
        { name: 'pageUrl', type: 'text', admin: readOnly },
        {
          type: 'row',
          fields: [
            { name: 'pageId', type: 'text', admin: readOnly },
            { name: 'source', type: 'text', defaultValue: 'Website', admin: readOnly },
          ],
        },
        { name: 'userAgent', type: 'text', admin: readOnly },
        {
          name: 'customer',
          type: 'relationship',
          relationTo: 'customers',
          index: true,
          admin: { ...readOnly, description: "The shopper's account when they were signed in; emptied if they delete it." },
        },
        {
          name: 'attribution',
          type: 'group',
          admin: {
            description:
              'What brought the shopper (Insights): the first page of their visit, where they came from, the campaign, and the promo or page block they clicked last before this lead.',
          },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'landingPage', type: 'text', index: true, admin: readOnly },
                { name: 'referrerClass', type: 'text', admin: readOnly },
                { name: 'campaign', type: 'text', index: true, admin: readOnly },
                { name: 'source', type: 'text', admin: readOnly },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'clicked', type: 'text', index: true, admin: readOnly },
                { name: 'clickedLabel', type: 'text', admin: readOnly },
                { name: 'visit', type: 'text', admin: readOnly },
              ],
            },
          ],
        },
        storedRecord({
          name: 'leadAttributes',
          description: 'Pages visited before the enquiry and the query parameters that brought the shopper (campaign tags).',
        }),
      ],
    },
    {
      name: 'tradeInValuations',
      type: 'join',
      collection: 'trade-in-valuations',
      on: 'lead',
      admin: {
        description: 'The trade-in valuation this lead came with: the car, answers, estimate, offer and the comparables used.',
        defaultColumns: ['reference', 'carName', 'status', 'offerLowDollars', 'offerHighDollars', 'acceptedAt'],
      },
    },
    {
      name: 'deliveries',
      type: 'join',
      collection: 'lead-deliveries',
      on: 'lead',
      admin: { defaultColumns: ['channel', 'target', 'status', 'attempts', 'lastError', 'sentAt'] },
    },
  ],
}
