import Link from 'next/link'
import { redirect } from 'next/navigation'

import { garagePathOf, safeRedirectTarget, signInCopyFor, signInTypeOf } from '@/domain/sign-in'
import type { ResolvedSite } from '@/platform/sites'

import { needsDetails } from '../customers'
import { currentShopper } from '../shopper'
import { detailsValuesOf } from './details-values'
import { SignInForm } from './SignInForm.client'

type Query = Record<string, string | string[] | undefined>
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * /sign-in?type=…&redirect=…&back=… (spec §2, §4 "Gated pages"; issue 18): the reason's heading and
 * line (the site's own words when set), Back to where the shopper was, and the form. A shopper
 * already signed in with their details goes straight on, decided here so the form never flashes.
 */
export async function SignInPage({ site, searchParams }: { site: ResolvedSite; searchParams: Query }) {
  const type = signInTypeOf(one(searchParams.type))
  const target = safeRedirectTarget(one(searchParams.redirect), type === 'my-garage' ? garagePathOf(site) : '/')
  const back = safeRedirectTarget(one(searchParams.back), '/')
  const token = one(searchParams.token)?.slice(0, 100) || null
  const shopper = await currentShopper(site)
  // An emailed link may be for another address than the one signed in here: it is redeemed, not skipped.
  if (shopper && !token && !needsDetails(shopper)) redirect(target)
  const copy = signInCopyFor(type, site.signIn?.copy)
  return (
    <section className="container section account-page sign-in-page" aria-labelledby="sign-in-heading">
      <p className="account-page__back">
        <Link href={back}>
          <span aria-hidden="true">← </span>Back
        </Link>
      </p>
      <h1 id="sign-in-heading" className="account-page__heading">
        {copy.heading}
      </h1>
      <p className="account-page__lead">{copy.text}</p>
      <SignInForm type={type} redirect={target} token={token} siteName={site.name} pendingDetails={shopper && !token ? detailsValuesOf(shopper) : null} />
    </section>
  )
}
