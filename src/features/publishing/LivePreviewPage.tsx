import { SiteFooter } from '@/components/SiteFooter'
import { SiteHeader } from '@/components/SiteHeader'
import { OfferCard } from '@/features/offers/ui'
import type { PageBlocksView } from '@/platform/content'
import type { ResolvedSite } from '@/platform/sites'

import type { LivePreview } from './live-preview'
import { LivePreviewRefresh } from './LivePreviewRefresh.client'

/**
 * The admin's live preview of a draft on the site's own host: a page as shoppers will see it (its
 * blocks rendered by `Blocks`, from the route); a promo as its offer card; a menu as the header or
 * footer it makes. It refreshes on each save in the admin.
 */
export function LivePreviewPage({
  site,
  preview,
  searchParams,
  Blocks,
}: {
  site: ResolvedSite
  preview: LivePreview
  searchParams: Record<string, string | string[] | undefined>
  Blocks: PageBlocksView
}) {
  return (
    <>
      <LivePreviewRefresh adminOrigin={preview.adminOrigin} />
      {preview.kind === 'page' ? <Blocks blocks={preview.page.layout} site={site} searchParams={searchParams} /> : null}
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
