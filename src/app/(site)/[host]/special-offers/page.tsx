import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { loadSpecialOffers } from '@/features/offers'
import { SpecialOffersPage } from '@/features/offers/ui'
import { buildPageMetadata } from '@/platform/page-metadata'
import { siteFromParams } from '@/platform/sites'

type Props = { params: Promise<{ host: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteFromParams(params)
  if (!site) return {}
  return buildPageMetadata(site, '/special-offers', {
    title: 'Special Offers',
    description: `Current offers, drive-away deals and cars on special at ${site.name}.`,
  })
}

/**
 * /special-offers (spec §2). Not kept by the render cache: offers start and end by the clock, which the
 * cache's labels (the site's stock and content versions) do not see.
 */
export default async function SpecialOffersRoute({ params }: Props) {
  const site = await siteFromParams(params)
  if (!site) notFound()
  return <SpecialOffersPage view={await loadSpecialOffers(site)} />
}
