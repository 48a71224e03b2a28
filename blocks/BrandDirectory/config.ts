import { pageBlock } from '../page-block'

export const BrandDirectoryBlock = pageBlock(
  'brandDirectory',
  { singular: 'Brand directory', plural: 'Brand directories' },
  {
    fields: [
      { name: 'directory', type: 'relationship', relationTo: 'brand-directories', required: true },
      { name: 'showStats', type: 'checkbox', defaultValue: true, admin: { description: 'Show the stats banner (locations, brands, years...).' } },
    ],
  },
)
