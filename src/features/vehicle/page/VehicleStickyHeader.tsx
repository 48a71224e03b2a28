import type { VehiclePageView } from '@/domain/vehicle-page'

import { financeHref, vehicleButtonHref, type VehicleLinkContext } from './vehicle-links'
import { financeText, PriceBlock } from './VehicleSidebar'

/**
 * The header that slides in once the page has scrolled past the sidebar: photo, name, price, finance
 * line and, for a car still for sale, Get Finance and Trade-In Valuation. Hidden from screen readers
 * and the tab order: the sidebar holds the same things.
 */
export function VehicleStickyHeader({ name, view, links }: { name: string; view: VehiclePageView; links: VehicleLinkContext }) {
  const firstPhoto = view.gallery.slides.find((slide) => slide.kind === 'image')
  const finance = financeText(view.finance)
  return (
    <div className="vehicle-sticky-header" aria-hidden="true">
      <div className="vehicle-sticky-header__inner">
        {firstPhoto?.kind === 'image' ? (
          // eslint-disable-next-line @next/next/no-img-element
          <img src={firstPhoto.thumb ?? firstPhoto.src ?? '/images/no-photo.svg'} alt="" width={96} height={64} loading="lazy" />
        ) : null}
        <div className="vehicle-sticky-header__name">
          <strong>{name}</strong>
          <span>{[view.icons.body, view.icons.transmission].filter(Boolean).join(' · ')}</span>
        </div>
        <PriceBlock view={view} compact />
        {finance ? <span className="vehicle-sticky-header__finance">{finance}</span> : null}
        {view.soldNotice === null ? (
          <>
            <a className="button button--primary" href={financeHref(links)} tabIndex={-1}>
              Get Finance
            </a>
            <a className="button button--secondary" href={vehicleButtonHref('trade-in', links)} tabIndex={-1}>
              Trade-In Valuation
            </a>
          </>
        ) : null}
      </div>
    </div>
  )
}
