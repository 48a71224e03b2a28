import type { CollectionConfig } from 'payload'

import { isAdminUserField } from '../access'
import { SITE_FEATURE_DEFAULTS } from '../src/platform/site-features'
import { validatePostcodeField } from '../src/domain/postcode'
import { accountNumberProblem, bsbProblem } from '../src/domain/purchase'
import { interestRangeFields } from './fields/interest-range'
import { leadDeliveryGroup } from './fields/lead-delivery'
import { settingsGroup } from './fields/settings-group'
import { namedBySlug, siteContent } from './fields/site-content'

const optionalPostcode = (value: string | null | undefined) => (value ? (validatePostcodeField(value) ?? true) : true)

/** A dealership (franchise or yard) trading on a site; a dealer group site has several. */
export const Dealerships: CollectionConfig = siteContent(
  namedBySlug({
    slug: 'dealerships',
    admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'dealershipGroup', 'phone'] },
    fields: [
      { name: 'dealershipGroup', type: 'text', admin: { description: 'Group name shown in the footer, e.g. Harbour City Auto Group.' } },
      { name: 'manufacturer', type: 'relationship', relationTo: 'manufacturers', admin: { description: 'Franchise make, if any.' } },
      { name: 'phone', type: 'text', required: true },
      { name: 'email', type: 'email', required: true, admin: { description: 'Main email; gets lead notifications when no staff list is set below.' } },
      { name: 'address', type: 'text' },
      { name: 'url', type: 'text', admin: { description: 'Dealership website, if separate from this site.' } },
      { name: 'serviceBookingUrl', type: 'text', admin: { description: 'Online service booking (e.g. Xtime) link; Book a Service falls back to /service.' } },
      { name: 'logo', type: 'upload', relationTo: 'media' },
      {
        name: 'includeSoldCarsDays',
        type: 'number',
        min: 0,
        max: 14,
        defaultValue: SITE_FEATURE_DEFAULTS.soldCarDays,
        admin: { description: 'Days this dealership keeps sold cars listed.' },
      },
      { name: 'offersSubscription', type: 'checkbox', defaultValue: false, admin: { description: 'Shows subscription prices on cards and vehicle pages.' } },
      { name: 'whatsappNumber', type: 'text', admin: { description: 'Shows a WhatsApp button on vehicle pages when the site has one in its button set.' } },
      { name: 'chatUrl', type: 'text', admin: { description: 'Live chat or instant message link for the Chat button.' } },
      settingsGroup('financeCalculator', "This dealership's own finance calculator limits; they take precedence over the site's.", [
        { name: 'minPurchasePrice5000', type: 'checkbox', defaultValue: false, admin: { description: 'Purchase price starts at $5,000 instead of $1,000.' } },
        ...interestRangeFields,
      ]),
      settingsGroup('delivery', 'Delivery calculator on vehicle pages: where cars leave from and the price per region. No regions: the calculator is hidden.', [
        { name: 'originPostcode', type: 'text', validate: optionalPostcode, admin: { description: 'Postcode cars are delivered from (usually the yard).' } },
        {
          name: 'regions',
          type: 'array',
          fields: [
            { name: 'name', type: 'text', required: true },
            { name: 'price', type: 'number', required: true, min: 0 },
            {
              name: 'maxDistanceKm',
              type: 'number',
              min: 1,
              admin: { description: 'Every postcode within this distance. Leave empty to use postcode ranges only.' },
            },
            {
              name: 'postcodeRanges',
              type: 'array',
              fields: [
                { name: 'from', type: 'text', required: true, validate: optionalPostcode },
                { name: 'to', type: 'text', required: true, validate: optionalPostcode },
              ],
            },
          ],
        },
      ]),
      settingsGroup(
        'bankTransfer',
        'Buy online: the account a buyer pays the balance into by bank transfer, shown in their contract-of-sale summary. Leave empty to not offer bank transfer.',
        [
          {
            type: 'row',
            fields: [
              { name: 'accountName', type: 'text', maxLength: 100 },
              { name: 'bsb', type: 'text', label: 'BSB', validate: (value: string | null | undefined) => bsbProblem(value) ?? true },
              { name: 'accountNumber', type: 'text', validate: (value: string | null | undefined) => accountNumberProblem(value) ?? true },
            ],
          },
        ],
        // The platform reads it for a buyer's own contract summary; it is not for the public REST API.
        { access: { read: isAdminUserField } },
      ),
      leadDeliveryGroup({ webhook: true, description: "Where this dealership's leads go. A location can send its own leads elsewhere." }),
      { name: 'locations', type: 'join', collection: 'locations', on: 'dealership' },
    ],
  }),
)
