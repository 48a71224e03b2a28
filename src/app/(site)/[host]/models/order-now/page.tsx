import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { LEAD_FORMS } from '@/domain/lead-form-catalogue'
import { newCarOrderRoute } from '@/features/leads'
import { LeadFormSection } from '@/features/leads/ui'
import { buildPageMetadata } from '@/platform/page-metadata'
import { siteFromParams } from '@/platform/sites'
import { allowRenderCache } from '@/platform/render-cache'

type Props = { params: Promise<{ host: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteFromParams(params)
  if (!site) return {}
  return buildPageMetadata(site, '/models/order-now', {
    title: `${LEAD_FORMS['new-car-order'].label}: order a new car`,
    description: `Order a new car from ${site.name}: tell us the model and we will confirm colour, delivery and price.`,
  })
}

/**
 * /models/order-now?model_id={slug}&model_name={name}&vehicle={full name} (spec §2): the new-car order.
 * Its own route because /models/{slug} is a model page; an unknown model is a 404 (LeadFormSection).
 */
export default async function OrderNowRoute({ params, searchParams }: Props) {
  const site = await siteFromParams(params)
  const route = newCarOrderRoute(await searchParams)
  if (!site || !route) notFound()
  await allowRenderCache()
  return <LeadFormSection site={site} route={route} />
}
