import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import type React from 'react'

import { GoogleTag } from '@/features/analytics/ui'
import { SiteFooter } from '@/components/SiteFooter'
import { SiteHeader } from '@/components/SiteHeader'
import { InsightsBeacon } from '@/features/insights/ui'
import { RememberVisit } from '@/features/leads/ui'
import { loadSiteMenus } from '@/features/navigation'
import { HeaderSearch } from '@/features/search/ui'
import { siteFromParams } from '@/platform/sites'

type Props = { children: React.ReactNode; params: Promise<{ host: string }> }

export default async function SiteLayout({ children, params }: Props) {
  const site = await siteFromParams(params)
  if (!site) notFound()
  const [{ header, footer }, requestHeaders] = await Promise.all([loadSiteMenus(site), headers()])
  return (
    <div className="site site-theme" data-template={site.template} data-site={site.slug}>
      <GoogleTag measurementId={site.analyticsMeasurementId ?? null} nonce={requestHeaders.get('x-nonce') ?? undefined} />
      <RememberVisit />
      <InsightsBeacon />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader site={site} items={header} search={<HeaderSearch siteSlug={site.slug} />} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter site={site} groups={footer} />
    </div>
  )
}
