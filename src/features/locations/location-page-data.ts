import 'server-only'

import { locationAddress, locationGroups, type ReviewEntry } from '@/domain'
import type { Location, Media } from '@/payload-types'
import { getDealerships, getVisibleLocations } from '@/platform/content'
import { relationId } from '@/platform/relation'
import type { ResolvedSite } from '@/platform/sites'

/** Location reviews as stored (Locations → reviews); typed here until the generated types include the field. */
type StoredReview = { customerName: string; rating: number; date: string; text?: string | null; image?: number | Media | null }
export const storedReviews = (location: Location): ReviewEntry[] =>
  ((location as Location & { reviews?: StoredReview[] | null }).reviews ?? []).map((review) => ({
    customerName: review.customerName,
    rating: review.rating,
    date: review.date,
    text: review.text,
    imageUrl: review.image && typeof review.image === 'object' ? (review.image.sizes?.thumbnail?.url ?? review.image.url ?? null) : null,
  }))

/** One visible location by slug, the departments sharing its address (same dealership, same address) and its dealership. */
export async function loadLocationPage(site: ResolvedSite, slug: string) {
  const locations = await getVisibleLocations(site.id)
  const location = locations.find((l) => l.slug === slug)
  if (!location) return null
  const groups = locationGroups(locations.map((l) => ({ ...l, dealership: relationId(l.dealership) })))
  const group = (groups.find((g) => g.locations.some((l) => l.id === location.id))?.locations ?? []).map((member) => locations.find((l) => l.id === member.id)!)
  const dealership =
    typeof location.dealership === 'object' ? location.dealership : ((await getDealerships(site.id)).find((d) => d.id === location.dealership) ?? null)
  return { site, location, group, dealership }
}

export type LocationPageData = NonNullable<Awaited<ReturnType<typeof loadLocationPage>>>

export function locationPageMeta({ location }: LocationPageData) {
  return {
    path: `/locations/${location.slug}`,
    title: location.name,
    description: `${location.name}, ${locationAddress(location.address)}: opening hours, holiday hours, directions, phone and reviews.`,
    image: location.image ?? null,
  }
}
