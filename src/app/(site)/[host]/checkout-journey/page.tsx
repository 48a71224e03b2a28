import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { checkoutMetadata, CheckoutRoute } from '@/features/reservations/ui'
import { siteFromParams } from '@/platform/sites'

type Props = { params: Promise<{ host: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

const placeOf = (query: Record<string, string | string[] | undefined>) => ({
  journey: 'buy-online' as const,
  carSlug: typeof query.car_id === 'string' ? query.car_id : null,
  usedPath: null,
})

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [site, query] = await Promise.all([siteFromParams(params), searchParams])
  return site ? checkoutMetadata(site, placeOf(query)) : {}
}

/** /checkout-journey?car_id={slug} (issue 19): buy a car online, behind the site's buy online flag. */
export default async function BuyOnlineRoute({ params, searchParams }: Props) {
  const [site, query] = await Promise.all([siteFromParams(params), searchParams])
  if (!site) notFound()
  return <CheckoutRoute site={site} place={placeOf(query)} query={query} />
}
