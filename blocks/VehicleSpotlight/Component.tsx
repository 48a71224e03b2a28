import { loadVehicleSpotlight, spotlightCarSlug } from '@/features/vehicle'
import { VehicleSpotlightView } from '@/features/vehicle/ui'
import type { VehicleSpotlightBlock as VehicleSpotlightData } from '@/payload-types'

import { BlockSection } from '../BlockSection'
import type { BlockProps } from '../types'

/** The spotlight's car (issue 23); a car the site never had (removed from the feed for good) leaves no empty section. */
export async function VehicleSpotlightBlock({ block, site }: BlockProps<VehicleSpotlightData>) {
  const slug = spotlightCarSlug(block.car)
  const spotlight = slug ? await loadVehicleSpotlight(site, slug) : null
  if (!spotlight) return null
  return (
    <BlockSection id={`vehicle-spotlight-${block.id}`} heading={block.heading} className="vehicle-spotlight">
      <VehicleSpotlightView spotlight={spotlight} heading={block.heading} />
    </BlockSection>
  )
}
