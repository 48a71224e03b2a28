import 'server-only'

import { cookies, headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { cache } from 'react'

import { refererPath, SESSION_COOKIE, sessionTokenOf, SIGN_IN_GATES, signInHref, type SignInGate, type SignInType } from '@/domain/sign-in'
import { getPayloadClient } from '@/platform/payload'
import { databasePoolOf } from '@/platform/database'
import { refuseRenderCache } from '@/platform/render-cache'
import { requestHost } from '@/platform/request-host'
import type { ResolvedSite } from '@/platform/sites'

import { findCustomer, type Shopper } from './customers'
import { sessionCustomerId } from './sessions'

/** Shopper accounts exist on a site only where the dealer turned the garage on. */
export const accountsEnabled = (site: Pick<ResolvedSite, 'garageEnabled'>): boolean => Boolean(site.garageEnabled)

async function shopperForToken(site: ResolvedSite, token: string | null | undefined): Promise<Shopper | null> {
  if (!token || !accountsEnabled(site)) return null
  const payload = await getPayloadClient()
  const customerId = await sessionCustomerId(databasePoolOf(payload), { token, siteId: site.id })
  return customerId === null ? null : findCustomer(payload, site.id, customerId)
}

/** The signed-in shopper of an API request on `site`, or null. */
export async function shopperForRequest(request: Request, site: ResolvedSite): Promise<Shopper | null> {
  return shopperForToken(site, sessionTokenOf(request.headers.get('cookie')))
}

/**
 * The signed-in shopper of the page being rendered (once per request), or null. A page rendered for a
 * session differs per shopper, so it is never kept; without one it is the same for every signed-out
 * shopper and may be (the render cache keeps requests with a session apart, cached-page.ts).
 */
export const currentShopper = cache(async (site: ResolvedSite): Promise<Shopper | null> => {
  const token = (await cookies()).get(SESSION_COOKIE)?.value
  if (token) await refuseRenderCache()
  return shopperForToken(site, token)
})

/**
 * A page that needs a signed-in shopper (spec §4 "Gated pages"): decided on the server, so a
 * signed-out visitor never sees the page; they go to /sign-in with the reason, this page (with its
 * query) to come back to, and the page they came from for Back.
 */
export async function requireShopper(site: ResolvedSite, { type, path }: { type: SignInType; path: string }): Promise<Shopper> {
  const shopper = await currentShopper(site)
  if (shopper && !(type === 'watchlist' && !shopper.phone)) return shopper
  const requestHeaders = await headers()
  redirect(signInHref({ type, redirect: path, back: refererPath(requestHeaders.get('referer'), requestHost(requestHeaders)) }))
}

/** Whether the site puts this gate's pages (and their API calls) behind sign-in. */
export const isGated = (site: ResolvedSite, gate: SignInGate): boolean =>
  accountsEnabled(site) && Boolean((site.signIn as Partial<Record<SignInGate, boolean | null>> | null | undefined)?.[gate])

/**
 * A page a site put behind sign-in (finance, spin-to-win, online payment: the site's `signIn`
 * settings; a site without accounts gates nothing): the signed-in shopper, or a redirect to /sign-in.
 */
export async function guardGatedPage(site: ResolvedSite, gate: SignInGate, pathWithQuery: string): Promise<void> {
  if (!isGated(site, gate)) return
  await requireShopper(site, { type: SIGN_IN_GATES[gate], path: pathWithQuery })
}
