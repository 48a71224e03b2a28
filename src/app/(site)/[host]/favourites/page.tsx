import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { listPageMetadata, siteWithFeature } from '@/features/compare-and-favourites'
import { FavouritesList, CompareBar } from '@/features/compare-and-favourites/ui'
import { FAVOURITES_TEXTS } from '@/domain/favourites-texts'

type Props = { params: Promise<{ host: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return listPageMetadata((await params).host, 'favouritesEnabled', '/favourites', () => ({ title: FAVOURITES_TEXTS.heading }))
}

/**
 * /favourites (spec §2 "Other screens: favourites", §3 "Favourite entry", §6 favourites stored in
 * the browser): the page is a shell; the list is read from this browser's storage. With compare on,
 * the compare bar offers the chosen cars' comparison.
 */
export default async function FavouritesPage({ params }: Props) {
  const site = await siteWithFeature((await params).host, 'favouritesEnabled')
  if (!site) notFound()
  const compare = site.featureSettings.compareEnabled
  return (
    <section className="container section favourites-page" aria-labelledby="favourites-heading">
      <h1 className="section__heading" id="favourites-heading">
        {FAVOURITES_TEXTS.heading}
      </h1>
      <FavouritesList compare={compare} searchHref="/search/new-used-and-demo-cars" />
      {compare ? <CompareBar /> : null}
    </section>
  )
}
