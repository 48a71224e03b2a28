import { RenderBlocks } from '@blocks/RenderBlocks'
import { SiteFooter } from '@/components/SiteFooter'
import { SiteHeader } from '@/components/SiteHeader'
import { OfferCard } from '@/features/offers/ui'
import type { ResolvedSite } from '@/platform/sites'

import type { LivePreview } from './live-preview'
import { LivePreviewRefresh } from './LivePreviewRefresh.client'

/**
 * The admin's live preview of a draft on the site's own host: a page as shoppers will see it; a promo
 * as its offer card; a menu as the header or footer it makes. It refreshes on each save in the admin.
 */
export function LivePreviewPage({ site, preview, searchParams }: { site: ResolvedSite; preview: LivePreview; searchParams: Record<string, string | string[] | undefined> }) {
  return (
    <>
      <LivePreviewRefresh adminOrigin={preview.adminOrigin} />
      {preview.kind === 'page' ? <RenderBlocks blocks={preview.page.layout} site={site} searchParams={searchParams} /> : null}
      {preview.kind === 'promo' ? (
        <div className="container section special-offers">
          <h1>{`Preview: ${preview.title}`}</h1>
          <p>This is the offer card shoppers see on Special Offers while the promo is live.</p>
          <OfferCard offer={preview.offer} />
        </div>
      ) : null}
      {preview.kind === 'menu' ? (
        <div className="section live-preview-menu">
          <h1 className="container">{`Preview: the ${preview.placement}`}</h1>
          {preview.placement === 'header' ? <SiteHeader site={site} items={preview.items} /> : <SiteFooter site={site} groups={preview.items} />}
        </div>
      ) : null}
    </>
  )
}
