import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { accountsEnabled } from '@/features/accounts'
import { MyGaragePage } from '@/features/accounts/ui'
import { buildPageMetadata } from '@/platform/page-metadata'
import { siteFromParams } from '@/platform/sites'

type Props = { params: Promise<{ host: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteFromParams(params)
  if (!site || !accountsEnabled(site)) return {}
  return { ...(await buildPageMetadata(site, '/my-garage', { title: 'My garage' })), robots: { index: false } }
}

/** /my-garage (issue 18): every site with shopper accounts, also when it has its own garage path. */
export default async function MyGarageRoute({ params }: Props) {
  const site = await siteFromParams(params)
  if (!site || !accountsEnabled(site)) notFound()
  return <MyGaragePage site={site} path="/my-garage" />
}
