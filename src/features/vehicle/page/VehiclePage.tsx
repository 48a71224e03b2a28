// First, as when the route imported it: its `.vehicle-actions .button` rules must come before the lead
// form's `.lead-form__actions .button` (a dialog's form sits inside the actions), so the lead form's win.

import { ThreeFeatureBanner } from '@/components/ThreeFeatureBanner'
import type { StockCar } from '@/features/search'
import type { ThreeFeatureBannerBlock as ThreeFeatureBannerData } from '@/payload-types'

import type { Breadcrumb } from '../vehicle-breadcrumbs'
import { AnnouncementBar } from './AnnouncementBar.client'
import { ScrollState } from './ScrollState.client'
import { VehicleDetails, type VehicleDetailsProps } from './VehicleDetails'
import { VehicleJsonLd } from './VehicleJsonLd'
import { VehicleMedia } from './VehicleMedia.client'
import { VehicleSidebar, type VehicleSidebarProps } from './VehicleSidebar'
import { VehicleStickyHeader } from './VehicleStickyHeader'

export interface VehiclePageProps extends Omit<VehicleDetailsProps, 'car' | 'links' | 'tracked'> {
  car: StockCar
  /** The car's schema.org Car/Offer (domain vehicleJsonLd). */
  jsonLd: Record<string, unknown>
  breadcrumbs: Breadcrumb[]
  sidebar: VehicleSidebarProps
}

const FEATURE_BANNER: ThreeFeatureBannerData['features'] = [
  {
    icon: 'offers',
    heading: 'Latest Offers',
    text: 'This month’s specials across new, demo and used stock.',
    linkLabel: 'View offers',
    href: '/special-offers',
  },
  {
    icon: 'service',
    heading: 'Book Your Service Online',
    text: 'Pick a time that suits you, any day of the week.',
    linkLabel: 'Book a service',
    href: '/service',
  },
  { icon: 'sell', heading: 'Sell Your Car', text: 'Get a valuation on your current car, or trade it in.', linkLabel: 'Value my car', href: '/sell-your-car' },
]

/**
 * One car of the site's stock (spec §2 "Vehicle detail page"): breadcrumbs, the media (spin, gallery,
 * interior), the sidebar, the details column, the sticky header and the three-feature banner. The
 * root carries data-scrolled (ScrollState), data-car-id and data-status, and the car for the insights
 * beacon (data-insight-car, data-insight-car-name: one car view per page view).
 */
export function VehiclePage({ site, car, view, jsonLd, breadcrumbs, sidebar, ...details }: VehiclePageProps) {
  return (
    <>
      <VehicleJsonLd data={jsonLd} />
      {site.announcement?.text ? <AnnouncementBar text={site.announcement.text} href={site.announcement.href} linkLabel={site.announcement.linkLabel} /> : null}
      <div
        className="container vehicle-page"
        id="vehicle-page"
        data-scrolled="top"
        data-car-id={car.id}
        data-status={car.status}
        data-insight-car={car.slug}
        data-insight-car-name={car.name}
      >
        <ScrollState targetId="vehicle-page" />
        <nav className="breadcrumbs" aria-label="Breadcrumb">
          <ol>
            {breadcrumbs.map((crumb) => (
              <li key={crumb.href}>
                <a href={crumb.href}>{crumb.label}</a>
              </li>
            ))}
            <li aria-current="page">{car.name}</li>
          </ol>
        </nav>

        <div className="vehicle-page__layout">
          <VehicleMedia
            name={car.name}
            slides={view.gallery.slides}
            thumbnails={view.gallery.thumbnails}
            views={view.media.views}
            start={view.media.start}
            spin={view.media.views.includes('spin') ? { frames: [...car.spin_images], hotspots: car.hotspots.exterior } : null}
            interior={car.spin_interior_image ? { image: car.spin_interior_image, hotspots: car.hotspots.interior } : null}
          />
          <VehicleSidebar {...sidebar} />
          <VehicleDetails site={site} car={car} view={view} links={sidebar.links} tracked={sidebar.tracked} {...details} />
        </div>

        <VehicleStickyHeader name={car.name} view={view} links={sidebar.links} />
      </div>
      <ThreeFeatureBanner features={FEATURE_BANNER} />
    </>
  )
}
