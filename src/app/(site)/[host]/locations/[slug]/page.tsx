import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import '@blocks/LocationList/location-list.css'

import { loadLocationPage, LocationPage, locationPageMeta } from '@/features/locations'
import { buildPageMetadata } from '@/platform/page-metadata'
import { siteFromParams } from '@/platform/sites'

type Props = { params: Promise<{ host: string; slug: string }> }

const load = cache(async (host: string, slug: string) => {
  const site = await siteFromParams({ host })
  return site && loadLocationPage(site, slug)
})

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { host, slug } = await params
  const found = await load(host, slug)
  if (!found) return {}
  const { path, ...page } = locationPageMeta(found)
  return buildPageMetadata(found.site, path, page)
}

/** /locations/{slug} (spec §2 "Location detail page"; /our-location/{slug} redirects here). */
export default async function LocationDetailPage({ params }: Props) {
  const { host, slug } = await params
  const found = await load(host, slug)
  if (!found) notFound()
  return <LocationPage {...found} />
}
