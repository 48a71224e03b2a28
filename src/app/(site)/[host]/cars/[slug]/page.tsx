import { notFound, redirect } from 'next/navigation'

import { loadVehiclePage, unlistedCarSearchHref, vehiclePageMeta, vehiclePageProps } from '@/features/vehicle'
import { VehiclePage } from '@/features/vehicle/ui'
import { allowRenderCache } from '@/platform/render-cache'
import { siteDetailRoute } from '@/platform/site-detail-route'

type Props = { params: Promise<{ host: string; slug: string }> }

// An unlisted car redirects, so it has no metadata of its own.
const route = siteDetailRoute(loadVehiclePage, (found) => (found.listed ? vehiclePageMeta(found) : null))

export const generateMetadata = route.generateMetadata

/**
 * /cars/{slug}: one car of the site's stock (spec §2 "Vehicle detail page"). A car search no longer
 * lists redirects to the search for its make and model; a slug the site never had is a 404. The
 * page is the same for every shopper (views and phone reveals are the browser's own calls), so it is
 * kept until the site's stock or content changes.
 */
export default async function CarPage({ params }: Props) {
  await allowRenderCache()
  const found = await route.load(params)
  if (!found) notFound()
  if (!found.listed) redirect(unlistedCarSearchHref(found))
  return <VehiclePage {...await vehiclePageProps(found)} />
}
