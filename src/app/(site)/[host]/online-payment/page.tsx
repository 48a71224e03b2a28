import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { guardGatedPage } from '@/features/accounts'
import { checkoutSettings } from '@/features/reservations'
import { OnlinePaymentPage } from '@/features/reservations/ui'
import { buildPageMetadata } from '@/platform/page-metadata'
import { siteFromParams } from '@/platform/sites'

type Props = { params: Promise<{ host: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteFromParams(params)
  if (!site || !checkoutSettings(site).onlinePayment) return {}
  return buildPageMetadata(site, '/online-payment', {
    title: 'Pay an invoice online',
    description: `Pay a service invoice or parts order from ${site.name} online.`,
  })
}

/** /online-payment (issue 19): on sites with online payment (Sites → Checkout), behind sign-in where the site says so. */
export default async function OnlinePaymentRoute({ params, searchParams }: Props) {
  const site = await siteFromParams(params)
  if (!site || !checkoutSettings(site).onlinePayment) notFound()
  await guardGatedPage(site, 'onlinePayment', '/online-payment')
  const paid = (await searchParams).paid
  return (
    <div className="container">
      <OnlinePaymentPage site={site} paid={typeof paid === 'string' ? paid.slice(0, 40) : null} />
    </div>
  )
}
