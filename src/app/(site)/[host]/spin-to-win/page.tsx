import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { guardGatedPage } from '@/features/accounts'
import { loadSpinToWin } from '@/features/spin-to-win'
import { SpinToWinSection } from '@/features/spin-to-win/ui'
import { buildPageMetadata } from '@/platform/page-metadata'
import { siteFromParams } from '@/platform/sites'

type Props = { params: Promise<{ host: string }> }

const PATH = '/spin-to-win'

/** /spin-to-win (spec §2, §4 gated pages; issue 22): 404 unless the site runs a live campaign; behind sign-in where the site says so. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteFromParams(params)
  const view = site ? await loadSpinToWin(site, PATH) : null
  return site && view
    ? buildPageMetadata(site, PATH, {
        title: view.campaign.title,
        description: `Spin the wheel at ${site.name}: one spin per shopper, prizes and odds listed.`,
      })
    : {}
}

export default async function SpinToWinPage({ params }: Props) {
  const site = await siteFromParams(params)
  if (!site) notFound()
  const view = await loadSpinToWin(site, PATH)
  if (!view) notFound()
  await guardGatedPage(site, 'spinToWin', PATH)
  return <SpinToWinSection view={view} />
}
