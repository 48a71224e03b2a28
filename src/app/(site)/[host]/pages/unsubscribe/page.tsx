import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { unsubscribeView } from '@/features/accounts'
import { UnsubscribePage } from '@/features/accounts/ui'
import { buildPageMetadata } from '@/platform/page-metadata'
import { siteFromParams } from '@/platform/sites'

type Props = { params: Promise<{ host: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteFromParams(params)
  // One shopper's link: never indexed.
  return site ? { ...(await buildPageMetadata(site, '/pages/unsubscribe', { title: 'Unsubscribe' })), robots: { index: false, follow: false } } : {}
}

/** /pages/unsubscribe?token=… (spec §2; issue 18 alerts): stops one kind of alert email. */
export default async function UnsubscribeRoute({ params, searchParams }: Props) {
  const site = await siteFromParams(params)
  if (!site) notFound()
  const { token } = await searchParams
  return <UnsubscribePage site={site} view={await unsubscribeView(site, typeof token === 'string' ? token : null)} />
}
