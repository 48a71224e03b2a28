import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import '@blocks/LocationList/location-list.css'

import { LocationAddress, LocationHoursSection, LocationReviews, ReviewStars } from '@/features/locations'
import { LocationMap } from '@/features/maps'
import { PhoneReveal } from '@/features/vehicle'
import { getDealerships, getVisibleLocations } from '@/platform/content'
import { relationId } from '@/platform/relation'
import { buildPageMetadata } from '@/platform/page-metadata'
import { getSiteOrigin } from '@/platform/site-url'
import { siteFromParams } from '@/platform/sites'
import { directionsLinkFor, fillText, jsonLdScript, locationAddress, locationGroups, locationJsonLd, locationReviewsView, mapLinkFor, upcomingSpecialHours, type ReviewEntry } from '@/domain'
import { DEFAULT_TEXTS } from '@/domain/texts'
import type { Location, Media } from '@/payload-types'

type Props = { params: Promise<{ host: string; slug: string }> }

/** Location reviews as stored (Locations → reviews); typed here until the generated types include the field. */
type StoredReview = { customerName: string; rating: number; date: string; text?: string | null; image?: number | Media | null }
const storedReviews = (location: Location): ReviewEntry[] =>
  ((location as Location & { reviews?: StoredReview[] | null }).reviews ?? []).map((review) => ({
    customerName: review.customerName,
    rating: review.rating,
    date: review.date,
    text: review.text,
    imageUrl: review.image && typeof review.image === 'object' ? (review.image.sizes?.thumbnail?.url ?? review.image.url ?? null) : null,
  }))

/** The site, one visible location by slug, the departments sharing its address (same dealership, same address) and its dealership. */
const load = cache(async (host: string, slug: string) => {
  const site = await siteFromParams({ host })
  if (!site) return null
  const locations = await getVisibleLocations(site.id)
  const location = locations.find((l) => l.slug === slug)
  if (!location) return null
  const groups = locationGroups(locations.map((l) => ({ ...l, dealership: relationId(l.dealership) })))
  const group = (groups.find((g) => g.locations.some((l) => l.id === location.id))?.locations ?? []).map((member) => locations.find((l) => l.id === member.id)!)
  const dealership = typeof location.dealership === 'object' ? location.dealership : ((await getDealerships(site.id)).find((d) => d.id === location.dealership) ?? null)
  return { site, location, group, dealership }
})

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { host, slug } = await params
  const found = await load(host, slug)
  if (!found) return {}
  const { site, location } = found
  return buildPageMetadata(site, `/locations/${location.slug}`, {
    title: location.name,
    description: `${location.name}, ${locationAddress(location.address)}: opening hours, holiday hours, directions, phone and reviews.`,
    image: location.image ?? null,
  })
}

/**
 * /locations/{slug} (spec §2 "Location detail page"; /our-location/{slug} redirects here): address
 * with map and directions links, the rating and latest reviews when the site shows them, contact
 * buttons, opening hours per department with the holiday hours, the map, and AutoDealer JSON-LD.
 */
export default async function LocationPage({ params }: Props) {
  const { host, slug } = await params
  const found = await load(host, slug)
  if (!found) notFound()
  const { site, location, group, dealership } = found
  const now = new Date()
  const features = site.featureSettings
  const oneLine = locationAddress(location.address) ?? ''
  const mapHref = mapLinkFor(location)
  const phone = location.contact?.phone || dealership?.phone || null
  const reviews = locationReviewsView({ ...location, reviews: storedReviews(location) }, { minimumRating: features.reviewsMinimumRating, reviewsHidden: features.hideReviews }, now)
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
          {location.dealerLicenseNumber ? <p className="location-page__licence">{fillText(DEFAULT_TEXTS.dealerLicence, { number: location.dealerLicenseNumber })}</p> : null}
          <div className="location-page__actions">
            {phone ? <PhoneReveal phone={phone} masked={features.phoneMasking} dealershipId={dealership ? String(dealership.id) : undefined} websiteId={site.slug} label="Call" className="button" /> : null}
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
            <LocationMap locations={[{ id: location.id, name: location.name, lat: location.address.lat, long: location.address.long, address: oneLine, href: mapHref }]} label={`Map of ${location.name}, ${oneLine}`} />
          </section>
        </div>

        {reviews ? <LocationReviews view={reviews} /> : null}
      </div>
    </>
  )
}
