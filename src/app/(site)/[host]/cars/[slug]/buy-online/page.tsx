import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { checkoutMetadata, CheckoutRoute } from '@/features/reservations/ui'
import { siteFromParams } from '@/platform/sites'

type Props = { params: Promise<{ host: string; slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

const placeOf = (slug: string) => ({ journey: 'reserve' as const, carSlug: decodeURIComponent(slug), usedPath: 'buy-online' as const })

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [site, { slug }] = await Promise.all([siteFromParams(params), params])
  return site ? checkoutMetadata(site, placeOf(slug)) : {}
}

/** /cars/{slug}/buy-online (issue 19): reserve a car; see src/features/reservations/checkout/checkout-route.tsx. */
export default async function ReserveRoute({ params, searchParams }: Props) {
  const [site, { slug }] = await Promise.all([siteFromParams(params), params])
  if (!site) notFound()
  return <CheckoutRoute site={site} place={placeOf(slug)} query={await searchParams} />
}
