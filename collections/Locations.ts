import type { CollectionConfig } from 'payload'

import { isEditorOfSite, isEditorOrVisible } from '../access'
import { AU_STATES, AU_TIME_ZONES, LOCATION_TYPES } from '../src/platform/options'
import { hoursValidationResult, openingHoursProblems, specialHoursProblems } from '../src/domain/opening-hours-editor'
import { validatePostcodeField } from '../src/domain/postcode'
import { leadDeliveryGroup } from './fields/lead-delivery'
import { namedBySlug } from './fields/site-content'
import { contentCacheHooks } from './hooks/clear-content-cache'

const HOUR_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/
const validateHour = (value: unknown) =>
  value === null || value === undefined || value === '' || (typeof value === 'string' && HOUR_PATTERN.test(value))
    ? true
    : 'Use 24-hour time, e.g. 08:30 or 17:00.'

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

/** A showroom, used-car yard, service or parts department, with its address and hours. */
export const Locations: CollectionConfig = namedBySlug({
  slug: 'locations',
  hooks: contentCacheHooks('site-content'),
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'locationType', 'dealership', 'visible'] },
  access: { read: isEditorOrVisible, create: isEditorOfSite, update: isEditorOfSite, delete: isEditorOfSite },
  fields: [
    { name: 'dealership', type: 'relationship', relationTo: 'dealerships', required: true },
    {
      type: 'row',
      fields: [
        { name: 'visible', type: 'checkbox', defaultValue: true, admin: { description: 'Shown to shoppers.' } },
        { name: 'primary', type: 'checkbox', defaultValue: false, admin: { description: 'Main location of its dealership.' } },
      ],
    },
    { name: 'locationType', type: 'select', options: [...LOCATION_TYPES], admin: { description: 'Empty means sales.' } },
    { name: 'locationSubtype', type: 'text', admin: { description: 'Free text; "pre-owned sales" is treated as used.' } },
    { name: 'manufacturers', type: 'relationship', relationTo: 'manufacturers', hasMany: true },
    { name: 'dealerLicenseNumber', type: 'text', admin: { description: 'Shown as DL# ...' } },
    { name: 'motorVehicleRepairer', type: 'text', admin: { description: 'Motor vehicle repairer licence number, if any.' } },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      type: 'row',
      fields: [
        { name: 'averageRating', type: 'number', min: 0, max: 5 },
        { name: 'reviewCount', type: 'number', min: 0 },
      ],
    },
    {
      name: 'reviews',
      type: 'array',
      admin: {
        description: 'Customer reviews (e.g. copied from Google). The location page shows the 12 newest, with the rating, when the site shows reviews.',
        initCollapsed: true,
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'customerName', type: 'text', required: true },
            { name: 'rating', type: 'number', required: true, min: 1, max: 5, admin: { step: 1 } },
            { name: 'date', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } } },
          ],
        },
        { name: 'text', type: 'textarea', admin: { description: 'May be empty: a rating on its own.' } },
        { name: 'image', type: 'upload', relationTo: 'media', admin: { description: "The reviewer's photo, if any." } },
      ],
    },
    {
      name: 'address',
      type: 'group',
      fields: [
        { name: 'street', type: 'text', required: true },
        {
          type: 'row',
          fields: [
            { name: 'city', type: 'text', required: true },
            { name: 'state', type: 'select', options: [...AU_STATES], required: true },
            { name: 'postcode', type: 'text', required: true, validate: (v: unknown) => validatePostcodeField(typeof v === 'string' ? v : null) ?? true },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'lat', type: 'number', min: -90, max: 90 },
            { name: 'long', type: 'number', min: -180, max: 180 },
          ],
        },
        { name: 'placeId', type: 'text' },
        { name: 'placeUrl', type: 'text', admin: { description: 'Map link for directions.' } },
      ],
    },
    {
      name: 'contact',
      type: 'group',
      fields: [
        { name: 'phone', type: 'text' },
        { name: 'landlinePhone', type: 'text' },
      ],
    },
    {
      name: 'timeZone',
      type: 'select',
      options: [...AU_TIME_ZONES],
      defaultValue: 'Australia/Sydney',
      required: true,
      admin: { description: 'Used for "Open now" and holiday hours.' },
    },
    {
      name: 'openingHours',
      type: 'array',
      admin: { description: 'One entry per weekday.' },
      // Close before open, an Open day without hours, a weekday twice: refused with the row's day named.
      validate: (rows: unknown) => hoursValidationResult(openingHoursProblems(Array.isArray(rows) ? rows : [])),
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'weekday', type: 'select', required: true, options: WEEKDAYS.map((label, i) => ({ label, value: String(i) })) },
            { name: 'status', type: 'select', required: true, defaultValue: 'Open', options: ['Open', 'Closed'] },
            { name: 'open', type: 'text', validate: validateHour, admin: { placeholder: '08:30' } },
            { name: 'close', type: 'text', validate: validateHour, admin: { placeholder: '17:00' } },
          ],
        },
        { name: 'note', type: 'text', admin: { description: 'Shown instead of hours when closed, e.g. "By appointment only".' } },
      ],
    },
    // The weekly hours as the site shows them (needs `payload generate:importmap`).
    {
      name: 'openingHoursPreview',
      type: 'ui',
      admin: { components: { Field: '/src/features/locations/admin/OpeningHoursPreview.client#OpeningHoursPreview' } },
    },
    {
      name: 'specialHours',
      type: 'array',
      admin: { description: 'Public holidays and other dates that override the weekly hours.' },
      // The same date twice (in the location's time zone), or an Open date without valid hours: refused.
      validate: (rows: unknown, { data }: { data?: { timeZone?: string | null } }) =>
        hoursValidationResult(specialHoursProblems(Array.isArray(rows) ? rows : [], data?.timeZone)),
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'date', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } } },
            { name: 'label', type: 'text', admin: { placeholder: 'Christmas Day' } },
            { name: 'status', type: 'select', required: true, defaultValue: 'Closed', options: ['Open', 'Closed'] },
            { name: 'open', type: 'text', validate: validateHour },
            { name: 'close', type: 'text', validate: validateHour },
          ],
        },
      ],
    },
    leadDeliveryGroup({ webhook: false, description: "Leads for this location only; empty fields use the dealership's." }),
    {
      name: 'distributionLocations',
      type: 'relationship',
      relationTo: 'locations',
      hasMany: true,
      admin: { description: 'Other locations this one can deliver cars to for test drives.' },
    },
  ],
})
