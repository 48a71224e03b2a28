import Link from 'next/link'
import { notFound } from 'next/navigation'

import { optimisedImageAttributes } from '@/components/optimised-image'
import type { ResolvedSite } from '@/platform/sites'
import { formatMoney } from '@/domain/money'
import { leadFormSetup, LEAD_SETUP_MESSAGES } from '@/features/leads/form-setup'
import type { LeadFormRoute } from '@/features/leads/form-routes'
import { linkedCarSlug } from '@/features/search'

import { LaterLeadForm, LeadFormLoader } from './LeadFormLoader.client'

/**
 * A lead form on a page: heading, the marketer's intro, the car being asked about, the form, and the
 * consent text. A car that is no longer listed turns into a general enquiry with a notice; an unknown
 * /contact-us location is a 404.
 */
export async function LeadFormSection({
  site,
  route,
  heading,
  headingLevel = 1,
  pageId,
  later = false,
}: {
  site: ResolvedSite
  route: LeadFormRoute
  heading?: string | null
  headingLevel?: 1 | 2
  pageId?: string
  /** A form placed among a page's blocks, not the one the page is for: its code loads once the page has settled. */
  later?: boolean
}) {
  let found = await leadFormSetup(site, route.form, { carId: await linkedCarSlug(site.slug, route.car), locationRef: route.locationRef, model: route.model })
  let notice: string | null = null
  if (!found.ok && found.message === LEAD_SETUP_MESSAGES.carNotListed) {
    notice = `${LEAD_SETUP_MESSAGES.carNotListed} Tell us what you're looking for and we'll help you find something similar.`
    found = await leadFormSetup(site, route.form === 'test-drive' ? 'test-drive' : 'contact', { locationRef: route.locationRef })
  }
  if (!found.ok) notFound()
  const { setup, dealerships } = found
  const dealership = route.prefill.preferredDealership ? dealerships.find((d) => d.slug === route.prefill.preferredDealership) : undefined
  const initialValues = {
    ...(route.prefill.vehiclePriceBudget
      ? { vehiclePriceBudget: route.prefill.vehiclePriceBudget }
      : setup.car?.price
        ? { vehiclePriceBudget: String(setup.car.price) }
        : {}),
    ...(dealership && setup.dealershipChoices.some((c) => c.id === dealership.id) ? { dealership: String(dealership.id) } : {}),
  }
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const Form = later ? LaterLeadForm : LeadFormLoader
  const { car, newCar } = setup
  return (
    <section className="container section lead-form-section" id={`${setup.form}-form`} aria-labelledby={`${setup.form}-form-heading`}>
      <Heading id={`${setup.form}-form-heading`}>{heading?.trim() || setup.copy.heading}</Heading>
      {notice ? <p className="lead-form-section__notice">{notice}</p> : null}
      {setup.copy.intro ? <p>{setup.copy.intro}</p> : null}
      {car ? (
        <div className="lead-form-section__car">
          {car.imageUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- optimisedImageAttributes: next/image's markup without its client component
            <img {...optimisedImageAttributes(car.imageUrl, '120px', 75)} alt="" width={120} height={80} loading="lazy" decoding="async" />
          ) : null}
          <p>
            <span className="visually-hidden">About this car: </span>
            <Link href={`/cars/${car.slug}`}>{car.name}</Link>
            {car.price ? <> · {formatMoney(car.price)}</> : null}
            {car.stockNumber ? <> · Stock {car.stockNumber}</> : null}
          </p>
        </div>
      ) : null}
      {newCar ? (
        <div className="lead-form-section__car">
          <p>
            {"You're ordering: "}
            <strong>{newCar.name}</strong>
            {newCar.price ? <> · from {formatMoney(newCar.price)} drive away</> : null}
          </p>
        </div>
      ) : null}
      <Form setup={setup} pageId={pageId} initialValues={initialValues} />
    </section>
  )
}
