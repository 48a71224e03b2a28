import type { TextFieldSingleValidation } from 'payload'

import { relationId } from '../../src/platform/relation'
import { pageBlock } from '../page-block'

/** A car of this site's stock must be named: another dealer's car, or one the site never had, is refused on save. */
const validateCar: TextFieldSingleValidation = async (value, { data, req }) => {
  const { siteHasCar, spotlightCarSlug } = await import('../../src/features/vehicle')
  const slug = spotlightCarSlug(value)
  if (!slug) return 'Choose a car: its address on the site, after /cars/.'
  const id = relationId((data as { site?: number | { id: number } | null }).site)
  if (id === null) return true
  const site = await req.payload.findByID({ collection: 'sites', id, depth: 0, overrideAccess: true, req, disableErrors: true })
  return site && (await siteHasCar(site.slug, slug)) ? true : `This site has no car at /cars/${slug}. Copy the address from the car's page on this site.`
}

/** One car, shown large with its price, key details and the site's buttons; sold, it gives way to similar cars. */
export const VehicleSpotlightBlock = pageBlock(
  'vehicleSpotlight',
  { singular: 'Vehicle spotlight', plural: 'Vehicle spotlights' },
  {
    fields: [
      { name: 'heading', type: 'text', required: true, defaultValue: 'Car of the week' },
      {
        name: 'car',
        type: 'text',
        required: true,
        validate: validateCar,
        admin: {
          components: { Field: '/src/features/publishing/admin/SpotlightCarPicker.client#SpotlightCarPicker' },
          description: "The car's address on this site, e.g. /cars/2021-kia-sportage-s-abc123 (paste the car page's link; only this site's cars are accepted).",
        },
      },
    ],
  },
)
