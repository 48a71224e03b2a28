import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { accountsEnabled } from '@/features/accounts'
import { SignInPage } from '@/features/accounts/ui'
import { buildPageMetadata } from '@/platform/page-metadata'
import { siteFromParams } from '@/platform/sites'
import { allowRenderCache, refuseRenderCache } from '@/platform/render-cache'

type Props = { params: Promise<{ host: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteFromParams(params)
  if (!site || !accountsEnabled(site)) return {}
  // No noindex: crawlers may list the sign-in page; what it leads to needs a session they never have.
  return buildPageMetadata(site, '/sign-in', { title: 'Sign in' })
}

/** /sign-in (issue 18): only on sites with shopper accounts. */
export default async function SignInRoute({ params, searchParams }: Props) {
  const site = await siteFromParams(params)
  if (!site || !accountsEnabled(site)) notFound()
  const query = await searchParams
  // The same for every signed-out shopper (a session keeps it out: currentShopper); an emailed link's token is never kept.
  await (query.token ? refuseRenderCache() : allowRenderCache())
  return <SignInPage site={site} searchParams={query} />
}
