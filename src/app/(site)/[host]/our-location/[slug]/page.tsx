import { notFound, permanentRedirect } from 'next/navigation'

import { SLUG_PATTERN } from '@collections/fields/slug'

type Props = { params: Promise<{ slug: string }> }

/**
 * /our-location/{slug}: the other address of the location page (spec §2 routes). One page, one URL:
 * a permanent redirect (308) to /locations/{slug} carries links, bookmarks and search engines'
 * ranking to the canonical page instead of serving the same page twice (and rendering it twice).
 * Something that cannot be a slug is a 404 here; an unknown slug gets its 404 there.
 */
export default async function OurLocationRedirect({ params }: Props) {
  const { slug } = await params
  if (!SLUG_PATTERN.test(slug)) notFound()
  permanentRedirect(`/locations/${slug}`)
}
