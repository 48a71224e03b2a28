import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound, redirect } from 'next/navigation'
import { cache } from 'react'

import '@/features/vehicle/page/vehicle.css'

import { ThreeFeatureBannerBlock } from '@blocks/ThreeFeatureBanner/Component'
import type { TrackedCar } from '@/features/analytics'
import { DeliveryCalculator, FinanceBanner, FinanceCalculator, financeCalculatorSettings, FuelCostCalculator, offersDeliveryQuotes } from '@/features/calculators'
import { cardSettingsFor, siteSearchVocabulary, toStockSearchRecord } from '@/features/search'
import { AnnouncementBar, ExpandableList, ExpandableText, ScrollState, ShareBar, SimilarCars, VehicleLocationBanner, VehicleMedia, financeText, PriceBlock, VehicleSidebar, financeHref, vehicleButtonHref, type VehicleLinkContext, vehicleBreadcrumbs } from '@/features/vehicle'
import { PriceComparison } from '@/features/price-comparison'
import { getDealerships, getVisibleLocations } from '@/platform/content'
import { buildPageMetadata } from '@/platform/page-metadata'
import { getSiteOrigin } from '@/platform/site-url'
import { siteFromParams } from '@/platform/sites'
import { FINANCE_ELIGIBILITY_LIMITS } from '@/domain/finance-eligibility'
import { locationAddress, locationOfCar } from '@/domain/locations'
import { vehicleLeadForms } from '@/features/leads'
import { jsonLdScript, vehicleJsonLd } from '@/domain/vehicle-json-ld'
import { vehiclePageView } from '@/domain/vehicle-page'
import type { Media } from '@/payload-types'
import { searchRouteHref } from '@/domain/search-route'

type Props = { params: Promise<{ host: string; slug: string }> }

/**
 * /cars/{slug}: one car of the site's stock (spec §2 "Vehicle detail page"). A car search no longer
 * lists (sold longer ago than the site's window, hidden by the dealer or the site's rules) redirects
 * to the search for its make and model, so old links and bookmarks still lead somewhere useful; a
 * slug the site never had is a 404.
 */
const load = cache(async (host: string, slug: string) => {
  const site = await siteFromParams({ host })
  if (!site) return null
  const { stockSearch, vocabulary } = await siteSearchVocabulary(site)
  const found = await stockSearch.findListedCar(site.slug, slug)
  if (!found) return null
  const [dealerships, locations] = await Promise.all([getDealerships(site.id), getVisibleLocations(site.id)])
  const { car } = found
  const dealership = dealerships.find((d) => d.slug === car.dealership_slug) ?? null
  const location = locationOfCar(car, locations)
  const record = toStockSearchRecord(car, { dealershipNames: new Map(), soldCarDays: () => site.featureSettings.soldCarDays, now: new Date() })
  return { site, car, listed: found.listed, vocabulary, dealerships, dealership, location, record }
})

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { host, slug } = await params
  const found = await load(host, slug)
  if (!found?.listed) return {}
  const { site, car } = found
  const price = car.offer_price || car.price
  return buildPageMetadata(site, `/cars/${car.slug}`, {
    title: car.name,
    description: `${car.name}${price ? ` for $${price.toLocaleString('en-AU')}` : ''}${car.km ? `, ${car.km.toLocaleString('en-AU')} km` : ''} at ${car.location_name ?? site.name}. Photos, finance and enquiries.`,
    image: car.images[0]?.image.url ?? car.primary_image_url ?? null,
  })
}

export default async function VehiclePage({ params }: Props) {
  const { host, slug } = await params
  const found = await load(host, slug)
  if (!found) notFound()
  const { site, car, listed, vocabulary, dealerships, dealership, location, record } = found
  if (!listed) redirect(searchRouteHref({ refinementList: { make: [record.make], model: [record.model] } }, vocabulary, site.slug))

  const features = site.featureSettings
  const now = new Date()
  const customSlideImage = site.vehicleGallerySlide?.image && typeof site.vehicleGallerySlide.image === 'object' ? (site.vehicleGallerySlide.image as Media) : null
  const phone = location?.contact?.phone || dealership?.phone || site.phone || null
  const view = vehiclePageView(car, {
    now,
    ...financeCalculatorSettings(site, dealership),
    financeEstimateOnCards: features.financeEstimateOnCards,
    showViewsCount: features.showViewsCount,
    buttons: features.vehicleButtons,
    buttonContext: { phone, whatsappNumber: dealership?.whatsappNumber, chatUrl: dealership?.chatUrl, hasLocation: Boolean(location) },
    offersSubscription: dealership?.offersSubscription ?? false,
    spinStartsInGallery: features.spinStartsInGallery,
    customSlide: customSlideImage?.url ? { image: customSlideImage.sizes?.card?.url ?? customSlideImage.url, href: site.vehicleGallerySlide?.href, alt: site.vehicleGallerySlide?.alt || customSlideImage.alt || '' } : null,
  })
  const links: VehicleLinkContext = { car: { id: car.id, slug: car.slug, car_type: car.car_type, price: view.price.amount, vin: car.vin, file: car.file }, phone, whatsappNumber: dealership?.whatsappNumber, chatUrl: dealership?.chatUrl, locationSlug: location?.slug }
  const tracked: TrackedCar = { id: car.id, make: car.make, model: car.model, year: car.year, car_type: car.car_type, price: view.price.amount, certified: car.certified, item_type: car.item_type }
  const origin = await getSiteOrigin(site)
  const url = `${origin}/cars/${car.slug}`
  const absolute = (src: string) => new URL(src, origin).toString()
  const photos = view.gallery.slides.flatMap((slide) => (slide.kind === 'image' && slide.src ? [absolute(slide.src)] : []))
  const jsonLd = vehicleJsonLd(car, { url, images: photos, price: view.price, seller: { name: dealership?.name ?? site.name, telephone: phone, address: locationAddress(location?.address) } })
  const breadcrumbs = vehicleBreadcrumbs(record, vocabulary, site.slug)
  const cardSettings = cardSettingsFor(site, dealerships)
  const specRows = (rows: typeof view.specs.featured) =>
    rows.map((row) => (
      <li key={row.label} className="spec-list__row">
        <span className="spec-list__label">{row.label}</span> <span className="spec-list__value">{row.value}</span>
      </li>
    ))
  const detailRows = [...view.specs.specifications, ...view.specs.summary]
  const available = view.soldNotice === null
  const leadForms = await vehicleLeadForms(site, car, available)
  const firstPhoto = view.gallery.slides.find((slide) => slide.kind === 'image')

  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} />
      {site.announcement?.text ? <AnnouncementBar text={site.announcement.text} href={site.announcement.href} linkLabel={site.announcement.linkLabel} /> : null}
      <div className="container vehicle-page" id="vehicle-page" data-scrolled="top" data-car-id={car.id} data-status={car.status}>
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

          <VehicleSidebar
            view={view}
            links={links}
            tracked={tracked}
            favourite={features.favouritesEnabled ? { id: car.id, name: car.name, slug: car.slug, make: car.make, model: car.model, primary_image_url: car.primary_image_url ?? null } : null}
            phone={phone ? { number: phone, masked: features.phoneMasking, dealershipId: car.dealership_id ?? null, websiteId: site.slug } : null}
            initialViews={car.views}
            leadForms={leadForms}
            financeQuote={available && view.price.amount !== null && view.price.amount > FINANCE_ELIGIBILITY_LIMITS.minPrice ? { given: car.youxQuote ?? null, request: { purchasePrice: view.price.amount, year: car.year, vin: car.vin, nvic: car.nvic } } : null}
          />

          <div className="vehicle-page__details">
            {view.specs.featured.length ? (
              <section className="vehicle-section" aria-labelledby="key-information">
                <h2 id="key-information">Key Information</h2>
                <ExpandableList className="spec-list" items={specRows(view.specs.featured)} shownFirst={view.specsShownFirst} moreLabel="Show All Specs" lessLabel="Hide Specs" />
                {view.registration ? <p className="vehicle-registration">Registration: {view.registration}</p> : null}
              </section>
            ) : null}
            {view.features.length ? (
              <section className="vehicle-section" aria-labelledby="features">
                <h2 id="features">Features</h2>
                <ExpandableList
                  className="feature-list"
                  items={view.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                  shownFirst={view.featuresShownFirst}
                  moreLabel="Show All"
                  lessLabel="Show Less"
                />
              </section>
            ) : null}
            {detailRows.length ? (
              <section className="vehicle-section" aria-labelledby="vehicle-details">
                <h2 id="vehicle-details">Vehicle Details</h2>
                <ExpandableList className="spec-list" items={specRows(detailRows)} shownFirst={view.specsShownFirst} moreLabel="Show All Specs" lessLabel="Hide Specs" />
              </section>
            ) : null}
            {view.caravan.length ? (
              <section className="vehicle-section" aria-labelledby="caravan-specifications">
                <h2 id="caravan-specifications">Caravan Specifications</h2>
                <ul className="spec-list">{specRows(view.caravan)}</ul>
              </section>
            ) : null}
            <section className="vehicle-section vehicle-comments" aria-labelledby="dealer-comments">
              <h2 id="dealer-comments">Dealer Comments</h2>
              {view.comments ? <ExpandableText text={view.comments} limit={view.commentsLimit} moreLabel="Show More" lessLabel="Show Less" /> : <p>Dealer comments are pending. Please check back here later.</p>}
            </section>

            {available ? <FinanceBanner href={financeHref(links)} /> : null}
            <PriceComparison slug={car.slug} />
            {available ? (
              <section className="vehicle-section vehicle-calculators" aria-labelledby="calculators">
                <h2 id="calculators">Calculators</h2>
                <FinanceCalculator headingLevel={3} bounds={view.financeCalculator.bounds} start={view.financeCalculator.start} disclaimer={view.financeCalculator.disclaimer} requestQuoteHref={financeHref(links)} car={tracked} />
                {view.fuelCalculator ? <FuelCostCalculator headingLevel={3} litresPer100km={view.fuelCalculator.litresPer100km} /> : null}
                {car.dealership_slug && dealership && offersDeliveryQuotes(dealership) ? <DeliveryCalculator headingLevel={3} dealershipSlug={car.dealership_slug} /> : null}
              </section>
            ) : null}
            {location ? <VehicleLocationBanner location={location} phone={{ masked: features.phoneMasking, carId: car.id, dealershipId: car.dealership_id ?? null, websiteId: site.slug }} /> : null}
            {/* No compare bar on this page, so no Compare toggles on its cards (a refused fourth car would go unexplained). */}
            <SimilarCars slug={car.slug} settings={{ ...cardSettings, compare: false }} />
            <ShareBar url={url} title={car.name} slug={car.slug} car={tracked} />
            <p className="vehicle-disclaimer">
              Prices, specifications and availability are provided by the dealer and may change without notice. Finance figures are estimates, not offers of credit. See our{' '}
              <Link href="/terms-and-conditions">terms and conditions</Link>.
            </p>
          </div>
        </div>

        <div className="vehicle-sticky-header" aria-hidden="true">
          <div className="vehicle-sticky-header__inner">
            {/* eslint-disable-next-line @next/next/no-img-element */}
            {firstPhoto?.kind === 'image' ? <img src={firstPhoto.thumb ?? firstPhoto.src ?? '/images/no-photo.svg'} alt="" width={96} height={64} loading="lazy" /> : null}
            <div className="vehicle-sticky-header__name">
              <strong>{car.name}</strong>
              <span>{[view.icons.body, view.icons.transmission].filter(Boolean).join(' · ')}</span>
            </div>
            <PriceBlock view={view} compact />
            {financeText(view.finance) ? <span className="vehicle-sticky-header__finance">{financeText(view.finance)}</span> : null}
            {available ? (
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
      </div>
      <ThreeFeatureBannerBlock
        site={site}
        block={{
          blockType: 'threeFeatureBanner',
          features: [
            { icon: 'offers', heading: 'Latest Offers', text: 'This month’s specials across new, demo and used stock.', linkLabel: 'View offers', href: '/special-offers' },
            { icon: 'service', heading: 'Book Your Service Online', text: 'Pick a time that suits you, any day of the week.', linkLabel: 'Book a service', href: '/service' },
            { icon: 'sell', heading: 'Sell Your Car', text: 'Get a valuation on your current car, or trade it in.', linkLabel: 'Value my car', href: '/sell-your-car' },
          ],
        }}
      />
    </>
  )
}
