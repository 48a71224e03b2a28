import 'server-only'

import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import { checkoutHref, type CheckoutJourney } from '@/domain/reservation'
import { guardGatedPage } from '@/features/accounts'
import { buildPageMetadata } from '@/platform/page-metadata'
import { siteFromParams, type ResolvedSite } from '@/platform/sites'

import { loadCheckoutPage } from '../checkout-page'
import { checkoutSettings } from '../checkout-settings'
import { CheckoutPage } from './CheckoutPage'
import { withQuery } from '@/platform/page-query'
import { allowRenderCache, refuseRenderCache } from '@/platform/render-cache'

type Query = Record<string, string | string[] | undefined>
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null

/** Where a checkout request is: the car (from the path or car_id) and the path it came in on. */
export interface CheckoutRequestPlace {
  journey: CheckoutJourney
  /** The car's slug: /cars/{slug}/checkout, or car_id on /checkout-journey. */
  carSlug: string | null
  /** The reserve path the request used (checkout or buy-online); null on /checkout-journey. */
  usedPath: 'checkout' | 'buy-online' | null
}

/**
 * The checkout routes (issue 19): /cars/{slug}/checkout or /cars/{slug}/buy-online (whichever the
 * site uses; the other redirects to it) and /checkout-journey?car_id= behind the site's buy online
 * flag. Gated sites send signed-out shoppers to sign-in with the whole address, car included.
 */
export async function CheckoutRoute({ site, place, query }: { site: ResolvedSite; place: CheckoutRequestPlace; query: Query }) {
  const settings = checkoutSettings(site)
  if (!place.carSlug) notFound()
  const path = place.usedPath ? checkoutHref(place.carSlug, settings.path) : '/checkout-journey'
  // A car's steps are the same for every signed-out shopper (a session keeps them out: currentShopper);
  // a reservation's own page shows its status, which moves without a stock change.
  await (one(query.reservation) ? refuseRenderCache() : allowRenderCache())
  // Signed out on a gated site, the other reserve path goes to sign-in at once, back to the site's own
  // path: one redirect, not two (each is a round trip before a phone paints anything).
  await guardGatedPage(site, 'checkout', withQuery(path, query))
  if (place.usedPath && place.usedPath !== settings.path) permanentRedirect(withQuery(path, query))
  const data = await loadCheckoutPage(site, { journey: place.journey, carSlug: place.carSlug, step: one(query.step), reservation: one(query.reservation) })
  if (data.kind === 'not-found') notFound()
  return (
    <div className="container">
      <CheckoutPage data={data} journey={place.journey} checkoutPath={settings.path} here={withQuery(path, query)} />
    </div>
  )
}

export async function checkoutMetadata(site: ResolvedSite, place: CheckoutRequestPlace): Promise<Metadata> {
  if (!place.carSlug) return {}
  const path = place.usedPath ? checkoutHref(place.carSlug, checkoutSettings(site).path) : `/checkout-journey?car_id=${encodeURIComponent(place.carSlug)}`
  // Indexable like /sign-in: the first step describes the car and how reserving works; every later step is the same page (one canonical address).
  return buildPageMetadata(
    site,
    path,
    place.journey === 'buy-online'
      ? {
          title: 'Buy online',
          description:
            'Buy this car online at its drive-away price: a deposit holds it, you pay the balance by finance, bank transfer or card, and confirm the contract of sale.',
        }
      : { title: 'Reserve your car', description: 'Reserve this car online with a deposit: we hold it for you while we arrange the balance and the handover.' },
  )
}

type CarRouteProps = { params: Promise<{ host: string; slug: string }>; searchParams: Promise<Query> }

/** The page module of /cars/{slug}/checkout and /cars/{slug}/buy-online: one for both, told which address it answers. */
export function reserveCarRoute(usedPath: 'checkout' | 'buy-online') {
  const placeOf = (slug: string): CheckoutRequestPlace => ({ journey: 'reserve', carSlug: decodeURIComponent(slug), usedPath })
  return {
    async generateMetadata({ params }: CarRouteProps): Promise<Metadata> {
      const [site, { slug }] = await Promise.all([siteFromParams(params), params])
      return site ? checkoutMetadata(site, placeOf(slug)) : {}
    },
    async Page({ params, searchParams }: CarRouteProps) {
      const [site, { slug }] = await Promise.all([siteFromParams(params), params])
      if (!site) notFound()
      return <CheckoutRoute site={site} place={placeOf(slug)} query={await searchParams} />
    },
  }
}
