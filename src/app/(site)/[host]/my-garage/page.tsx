import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { accountsEnabled, requireShopper } from '@/features/accounts'
import { MyGaragePage } from '@/features/accounts/ui'
import { FinanceApplicationsSection } from '@/features/finance/ui'
import { TradeInValuationsSection } from '@/features/trade-in/ui'
import { garagePathOf } from '@/domain/sign-in'
import { buildPageMetadata } from '@/platform/page-metadata'
import { siteFromParams } from '@/platform/sites'

type Props = { params: Promise<{ host: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteFromParams(params)
  if (!site || !accountsEnabled(site)) return {}
  // No noindex needed: a crawler is never signed in, so it is sent to sign-in before any garage shows.
  return buildPageMetadata(site, garagePathOf(site), { title: 'My garage' })
}

/** /my-garage (issue 18) on every site with shopper accounts; the proxy also serves the site's own garage path (e.g. /mymotorama) here. */
export default async function MyGarageRoute({ params }: Props) {
  const site = await siteFromParams(params)
  if (!site || !accountsEnabled(site)) notFound()
  const shopper = await requireShopper(site, { type: 'my-garage', path: garagePathOf(site) })
  return (
    <MyGaragePage
      site={site}
      shopper={shopper}
      tradeInValuations={<TradeInValuationsSection site={site} shopper={shopper} />}
      financeApplications={<FinanceApplicationsSection site={site} shopper={shopper} />}
    />
  )
}
