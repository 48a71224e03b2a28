import { notFound } from 'next/navigation'

import { loadLocationPage, locationPageMeta } from '@/features/locations'
import { LocationPage } from '@/features/locations/ui'
import { siteDetailRoute } from '@/platform/site-detail-route'

type Props = { params: Promise<{ host: string; slug: string }> }

const route = siteDetailRoute(loadLocationPage, locationPageMeta)

export const generateMetadata = route.generateMetadata

/** /locations/{slug} (spec §2 "Location detail page"; /our-location/{slug} redirects here). */
export default async function LocationDetailPage({ params }: Props) {
  const found = await route.load(params)
  if (!found) notFound()
  return <LocationPage {...found} />
}
