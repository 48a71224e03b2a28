import { notFound } from 'next/navigation'

import { loadLocationPage, locationPageMeta } from '@/features/locations'
import { LocationPage } from '@/features/locations/ui'
import { allowRenderCache } from '@/platform/render-cache'
import { siteDetailRoute } from '@/platform/site-detail-route'

type Props = { params: Promise<{ host: string; slug: string }> }

const route = siteDetailRoute(loadLocationPage, locationPageMeta)

export const generateMetadata = route.generateMetadata

/** /locations/{slug} (spec §2 "Location detail page"; /our-location/{slug} redirects here); kept by the render cache to the minute its open-now line changes. */
export default async function LocationDetailPage({ params }: Props) {
  await allowRenderCache()
  const found = await route.load(params)
  if (!found) notFound()
  return <LocationPage {...found} />
}
