import type { CollectionConfig } from 'payload'

import { anyone, isSuperAdmin } from '../access'
import { slugField } from './fields/slug'
import { contentCacheHooks } from './hooks/clear-content-cache'

/** The platform-wide list of makes (about 150), shared by every site. */
export const Manufacturers: CollectionConfig = {
  slug: 'manufacturers',
  hooks: contentCacheHooks('platform'),
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'vehicleKind'] },
  access: { read: anyone, create: isSuperAdmin, update: isSuperAdmin, delete: isSuperAdmin },
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField({ unique: true }),
    { name: 'vehicleKind', type: 'select', defaultValue: 'car', options: ['car', 'motorcycle', 'truck', 'caravan'] },
    { name: 'logoUrl', type: 'text', admin: { description: 'Path or URL of the logo (an SVG in /brand-logos by default).' } },
  ],
}
