import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { cache } from 'react'

import { loadVehiclePage, unlistedCarSearchHref, VehiclePage, vehiclePageMeta, vehiclePageProps } from '@/features/vehicle'
import { buildPageMetadata } from '@/platform/page-metadata'
import { siteFromParams } from '@/platform/sites'

type Props = { params: Promise<{ host: string; slug: string }> }

const load = cache(async (host: string, slug: string) => {
  const site = await siteFromParams({ host })
  return site && loadVehiclePage(site, slug)
})

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { host, slug } = await params
  const found = await load(host, slug)
  if (!found?.listed) return {}
  const { path, ...page } = vehiclePageMeta(found)
  return buildPageMetadata(found.site, path, page)
}

/**
 * /cars/{slug}: one car of the site's stock (spec §2 "Vehicle detail page"). A car search no longer
 * lists redirects to the search for its make and model; a slug the site never had is a 404.
 */
export default async function CarPage({ params }: Props) {
  const { host, slug } = await params
  const found = await load(host, slug)
  if (!found) notFound()
  if (!found.listed) redirect(unlistedCarSearchHref(found))
  return <VehiclePage {...await vehiclePageProps(found)} />
}
