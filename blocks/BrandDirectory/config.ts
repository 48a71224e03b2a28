import type { Block } from 'payload'

export const BrandDirectoryBlock: Block = {
  slug: 'brandDirectory',
  interfaceName: 'BrandDirectoryBlock',
  labels: { singular: 'Brand directory', plural: 'Brand directories' },
  fields: [
    { name: 'directory', type: 'relationship', relationTo: 'brand-directories', required: true },
    { name: 'showStats', type: 'checkbox', defaultValue: true, admin: { description: 'Show the stats banner (locations, brands, years...).' } },
  ],
}
