import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { loadSpecialOffers } from '@/features/offers'
import { SpecialOffersPage } from '@/features/offers/ui'
import { buildPageMetadata } from '@/platform/page-metadata'
import { allowRenderCache } from '@/platform/render-cache'
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
 * /special-offers (spec §2). Kept by the render cache until the next offer starts or ends
 * (getLivePromos), or the site's stock or content changes.
 */
export default async function SpecialOffersRoute({ params }: Props) {
  await allowRenderCache()
  const site = await siteFromParams(params)
  if (!site) notFound()
  return <SpecialOffersPage view={await loadSpecialOffers(site)} />
}
