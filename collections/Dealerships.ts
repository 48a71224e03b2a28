import type { CollectionConfig } from 'payload'

import { publicSiteContent } from '../access'
import { SITE_FEATURE_DEFAULTS } from '../src/config/site-features'
import { slugField, uniquePerSite } from './fields/slug'
import { clearContentCacheHooks } from './hooks/clear-content-cache'

/** A dealership (franchise or yard) trading on a site; a dealer group site has several. */
export const Dealerships: CollectionConfig = {
  slug: 'dealerships',
  hooks: clearContentCacheHooks,
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'dealershipGroup', 'phone'] },
  access: publicSiteContent,
  indexes: uniquePerSite('slug'),
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField(),
    { name: 'dealershipGroup', type: 'text', admin: { description: 'Group name shown in the footer, e.g. Harbour City Auto Group.' } },
    { name: 'manufacturer', type: 'relationship', relationTo: 'manufacturers', admin: { description: 'Franchise make, if any.' } },
    { name: 'phone', type: 'text', required: true },
    { name: 'email', type: 'email', required: true, admin: { description: 'Where leads for this dealership are delivered.' } },
    { name: 'address', type: 'text' },
    { name: 'url', type: 'text', admin: { description: 'Dealership website, if separate from this site.' } },
    { name: 'serviceBookingUrl', type: 'text', admin: { description: 'Online service booking (e.g. Xtime) link; Book a Service falls back to /service.' } },
    { name: 'logo', type: 'upload', relationTo: 'media' },
    { name: 'includeSoldCarsDays', type: 'number', min: 0, max: 14, defaultValue: SITE_FEATURE_DEFAULTS.soldCarDays, admin: { description: 'Days this dealership keeps sold cars listed.' } },
    { name: 'offersSubscription', type: 'checkbox', defaultValue: false, admin: { description: 'Shows subscription prices on cards and vehicle pages.' } },
    { name: 'locations', type: 'join', collection: 'locations', on: 'dealership' },
  ],
}
