import 'server-only'

import type { TrackedCar } from '@/features/analytics'
import { financeCalculatorSettings, offersDeliveryQuotes } from '@/features/calculators'
import { greatCreditQuote } from '@/features/finance-quotes'
import { vehicleLeadForms } from '@/features/leads'
import { priceComparisonForCar } from '@/features/price-comparison'
import { cardSettingsFor, siteSearchVocabulary, toStockSearchRecord } from '@/features/search'
import { FINANCE_ELIGIBILITY_LIMITS } from '@/domain/finance-eligibility'
import { locationAddress, locationOfCar } from '@/domain/locations'
import { searchRouteHref } from '@/domain/search-route'
import { vehicleJsonLd } from '@/domain/vehicle-json-ld'
import { vehiclePageView } from '@/domain/vehicle-page'
import type { Media } from '@/payload-types'
import { getDealerships, getVisibleLocations } from '@/platform/content'
import { openNowClock } from '@/platform/render-cache'
import { getSiteOrigin } from '@/platform/site-url'
import type { ResolvedSite } from '@/platform/sites'

import { vehicleBreadcrumbs } from '../vehicle-breadcrumbs'
import type { VehicleLinkContext } from './vehicle-links'
import type { VehiclePageProps } from './VehiclePage'

/** One car of the site's stock by slug, whether search still lists it, and its dealership and location; null for a slug the site never had. */
export async function loadVehiclePage(site: ResolvedSite, slug: string) {
  const { stockSearch, vocabulary } = await siteSearchVocabulary(site)
  const found = await stockSearch.findListedCar(site.slug, slug)
  if (!found) return null
  const [dealerships, locations] = await Promise.all([getDealerships(site.id), getVisibleLocations(site.id)])
  const { car } = found
  const dealership = dealerships.find((d) => d.slug === car.dealership_slug) ?? null
  const location = locationOfCar(car, locations)
  const record = toStockSearchRecord(car, { dealershipNames: new Map(), soldCarDays: () => site.featureSettings.soldCarDays, now: new Date() })
  return { site, car, listed: found.listed, vocabulary, dealerships, dealership, location, record }
}

export type VehiclePageData = NonNullable<Awaited<ReturnType<typeof loadVehiclePage>>>

export function vehiclePageMeta({ site, car }: VehiclePageData) {
  const price = car.offer_price || car.price
  return {
    path: `/cars/${car.slug}`,
    title: car.name,
    description: `${car.name}${price ? ` for $${price.toLocaleString('en-AU')}` : ''}${car.km ? `, ${car.km.toLocaleString('en-AU')} km` : ''} at ${car.location_name ?? site.name}. Photos, finance and enquiries.`,
    image: car.images[0]?.image.url ?? car.primary_image_url ?? null,
  }
}

/**
 * Where a car search no longer lists leads (sold longer ago than the site's window, hidden by the
 * dealer or the site's rules): the search for its make and model, so old links and bookmarks still
 * lead somewhere useful.
 */
export function unlistedCarSearchHref({ site, vocabulary, record }: VehiclePageData): string {
  return searchRouteHref({ refinementList: { make: [record.make], model: [record.model] } }, vocabulary, site.slug)
}

/** Everything the vehicle page renders for a listed car: the view, the sidebar's links and forms, the JSON-LD and the breadcrumbs. */
export async function vehiclePageProps({ site, car, vocabulary, dealerships, dealership, location, record }: VehiclePageData): Promise<VehiclePageProps> {
  const features = site.featureSettings
  const customSlideImage =
    site.vehicleGallerySlide?.image && typeof site.vehicleGallerySlide.image === 'object' ? (site.vehicleGallerySlide.image as Media) : null
  const phone = location?.contact?.phone || dealership?.phone || site.phone || null
  // The location banner's "Open now" line changes on the minute.
  const now = location ? await openNowClock() : new Date()
  const view = vehiclePageView(car, {
    now,
    ...financeCalculatorSettings(site, dealership),
    financeEstimateOnCards: features.financeEstimateOnCards,
    showViewsCount: features.showViewsCount,
    buttons: features.vehicleButtons,
    buttonContext: { phone, whatsappNumber: dealership?.whatsappNumber, chatUrl: dealership?.chatUrl, hasLocation: Boolean(location) },
    offersSubscription: dealership?.offersSubscription ?? false,
    spinStartsInGallery: features.spinStartsInGallery,
    customSlide: customSlideImage?.url
      ? {
          image: customSlideImage.sizes?.card?.url ?? customSlideImage.url,
          href: site.vehicleGallerySlide?.href,
          alt: site.vehicleGallerySlide?.alt || customSlideImage.alt || '',
        }
      : null,
  })
  const links: VehicleLinkContext = {
    car: { id: car.id, slug: car.slug, car_type: car.car_type, price: view.price.amount, vin: car.vin, file: car.file },
    phone,
    whatsappNumber: dealership?.whatsappNumber,
    chatUrl: dealership?.chatUrl,
    locationSlug: location?.slug,
    checkoutPath: site.checkout?.path,
    buyOnline: site.checkout?.buyOnline,
  }
  const tracked: TrackedCar = {
    id: car.id,
    make: car.make,
    model: car.model,
    year: car.year,
    car_type: car.car_type,
    price: view.price.amount,
    certified: car.certified,
    item_type: car.item_type,
  }
  const origin = await getSiteOrigin(site)
  const url = `${origin}/cars/${car.slug}`
  const photos = view.gallery.slides.flatMap((slide) => (slide.kind === 'image' && slide.src ? [new URL(slide.src, origin).toString()] : []))
  const available = view.soldNotice === null
  return {
    site,
    car,
    view,
    url,
    location,
    jsonLd: vehicleJsonLd(car, {
      url,
      images: photos,
      price: view.price,
      seller: { name: dealership?.name ?? site.name, telephone: phone, address: locationAddress(location?.address) },
    }),
    breadcrumbs: vehicleBreadcrumbs(record, vocabulary, site.slug),
    similarCards: cardSettingsFor(site, dealerships),
    deliveryDealershipSlug: car.dealership_slug && dealership && offersDeliveryQuotes(dealership) ? car.dealership_slug : null,
    priceComparison: await priceComparisonForCar(site.slug, car),
    sidebar: {
      view,
      links,
      tracked,
      watchlist: site.garageEnabled ? { id: car.id, slug: car.slug, name: car.name, sold: car.status === 'sold' } : null,
      favourite:
        !site.garageEnabled && features.favouritesEnabled
          ? { id: car.id, name: car.name, slug: car.slug, make: car.make, model: car.model, primary_image_url: car.primary_image_url ?? null }
          : null,
      phone: phone ? { number: phone, masked: features.phoneMasking, dealershipId: car.dealership_id ?? null, websiteId: site.slug } : null,
      initialViews: car.views,
      leadForms: await vehicleLeadForms(site, car, available),
      financeQuote:
        available && view.price.amount !== null && view.price.amount > FINANCE_ELIGIBILITY_LIMITS.minPrice
          ? (car.youxQuote ?? (await greatCreditQuote({ purchasePrice: view.price.amount, year: car.year, vin: car.vin, nvic: car.nvic })))
          : null,
    },
  }
}
