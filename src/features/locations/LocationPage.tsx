import Link from 'next/link'

import { directionsLinkFor, fillText, jsonLdScript, locationAddress, locationJsonLd, locationReviewsView, mapLinkFor, upcomingSpecialHours } from '@/domain'
import { LocationAddress } from '@/components/LocationAddress'
import { DEFAULT_TEXTS } from '@/domain/texts'
import { LocationMap } from '@/features/maps/ui'
import { PhoneReveal } from '@/features/vehicle/ui'
import { openNowClock } from '@/platform/render-cache'
import { getSiteOrigin } from '@/platform/site-url'

import { storedReviews, type LocationPageData } from './location-page-data'
import { LocationHoursSection } from './LocationHoursSection'
import { LocationReviews } from './LocationReviews'
import { ReviewStars } from './ReviewStars'

/**
 * /locations/{slug} (spec §2 "Location detail page"; /our-location/{slug} redirects here): address
 * with map and directions links, the rating and latest reviews when the site shows them, contact
 * buttons, opening hours per department with the holiday hours, the map, and AutoDealer JSON-LD.
 */
export async function LocationPage({ site, location, group, dealership }: LocationPageData) {
  const now = await openNowClock()
  const features = site.featureSettings
  const oneLine = locationAddress(location.address) ?? ''
  const mapHref = mapLinkFor(location)
  const phone = location.contact?.phone || dealership?.phone || null
  const reviews = locationReviewsView(
    { ...location, reviews: storedReviews(location) },
    { minimumRating: features.reviewsMinimumRating, reviewsHidden: features.hideReviews },
    now,
  )
  const origin = await getSiteOrigin(site)
  const image = location.image && typeof location.image === 'object' ? location.image.url : null
  const jsonLd = locationJsonLd(location, {
    url: `${origin}/locations/${location.slug}`,
    telephone: phone,
    image: image ? new URL(image, origin).toString() : null,
    mapUrl: mapHref,
    specialHours: upcomingSpecialHours(location, now),
    rating: reviews ? { average: reviews.average, count: reviews.count } : null,
    dealerLicence: location.dealerLicenseNumber,
  })

  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} />
      <div className="container location-page" data-location-id={location.id}>
        <nav className="location-page__crumbs" aria-label="Breadcrumb">
          <ol>
            <li>
              <Link href="/">Home</Link>
            </li>
            <li>
              <Link href="/dealer-locator">{DEFAULT_TEXTS.dealerLocations}</Link>
            </li>
            <li aria-current="page">{location.name}</li>
          </ol>
        </nav>

        <header className="location-page__header">
          <h1>{location.name}</h1>
          {reviews ? (
            <a className="location-page__rating" href="#reviews">
              <ReviewStars stars={reviews.stars} />
            </a>
          ) : null}
          <LocationAddress location={location} className="location-page__address" />
          {location.dealerLicenseNumber ? (
            <p className="location-page__licence">{fillText(DEFAULT_TEXTS.dealerLicence, { number: location.dealerLicenseNumber })}</p>
          ) : null}
          <div className="location-page__actions">
            {phone ? (
              <PhoneReveal
                phone={phone}
                masked={features.phoneMasking}
                dealershipId={dealership ? String(dealership.id) : undefined}
                websiteId={site.slug}
                label="Call"
                className="button"
              />
            ) : null}
            <a className="button button--secondary" href={directionsLinkFor(location) ?? undefined} target="_blank" rel="noopener">
              {DEFAULT_TEXTS.getDirections}
              <span className="visually-hidden"> {DEFAULT_TEXTS.opensMap}</span>
            </a>
            <Link className="button button--secondary" href={`/contact-us/${location.slug}`}>
              {DEFAULT_TEXTS.contactUs}
            </Link>
            <a className="button button--secondary" href={dealership?.serviceBookingUrl || '/service'}>
              {DEFAULT_TEXTS.bookAService}
            </a>
          </div>
        </header>

        <div className="location-page__layout">
          <LocationHoursSection location={location} group={group} now={now} />
          <section className="location-page__section location-page__map" aria-labelledby="location-map">
            <h2 id="location-map" className="visually-hidden">
              Map
            </h2>
            <LocationMap
              locations={[{ id: location.id, name: location.name, lat: location.address.lat, long: location.address.long, address: oneLine, href: mapHref }]}
              label={`Map of ${location.name}, ${oneLine}`}
            />
          </section>
        </div>

        {reviews ? <LocationReviews view={reviews} /> : null}
      </div>
    </>
  )
}
