import Link from 'next/link'

import { LEAD_FORMS } from '@/domain/lead-form-catalogue'
import { DEFAULT_TIME_ZONE } from '@/domain/time'
import type { Lead } from '@/payload-types'
import type { ResolvedSite } from '@/platform/sites'

import type { Shopper } from '../customers'
import { shopperDocuments } from './shopper-documents'

const sentOn = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeZone: DEFAULT_TIME_ZONE })
const bookedFor = new Intl.DateTimeFormat('en-AU', { dateStyle: 'full', timeStyle: 'short', timeZone: DEFAULT_TIME_ZONE })

/** Where the dealer is with a lead, in the shopper's words. */
const STATUS_TEXT: Record<NonNullable<Lead['status']>, string> = {
  new: 'Sent to the dealer',
  contacted: 'The dealer has been in touch',
  closed: 'Closed',
  cancelled: 'Cancelled',
}

const carNameOf = (car: Lead['car']) => [car?.year, car?.make, car?.model, car?.badge].filter(Boolean).join(' ')

/**
 * My enquiries and test drives (issue 18): the leads this account sent on this site, matched by the
 * account the lead was sent from, never by guessing from the email address.
 */
export async function EnquiriesSection({ site, shopper }: { site: ResolvedSite; shopper: Shopper }) {
  // A reservation or purchase is listed with its status under its own heading, not as a "Reserve Now" enquiry (issue 41 item 5).
  const leads = await shopperDocuments('leads', site, shopper, {
    limit: 50,
    only: { form: { not_equals: 'reservation' } },
    select: { form: true, status: true, car: true, appointmentAt: true, createdAt: true },
  })
  return (
    <section id="enquiries" className="garage-section" aria-labelledby="enquiries-heading">
      <h2 id="enquiries-heading">My enquiries and test drives</h2>
      {leads.length === 0 ? (
        <p className="garage-section__empty">No enquiries or test drives yet. What you send from this site while signed in is listed here.</p>
      ) : (
        <ul className="garage-leads">
          {leads.map((lead) => {
            const carName = carNameOf(lead.car)
            return (
              <li key={lead.id} className="garage-lead">
                <h3 className="garage-lead__form">{LEAD_FORMS[lead.form]?.label ?? lead.form}</h3>
                <p className="garage-lead__meta">
                  Sent <time dateTime={lead.createdAt}>{sentOn.format(new Date(lead.createdAt))}</time>
                  {lead.status ? <> · {STATUS_TEXT[lead.status]}</> : null}
                </p>
                {carName ? <p className="garage-lead__car">{lead.car?.slug ? <Link href={`/cars/${lead.car.slug}`}>{carName}</Link> : carName}</p> : null}
                {lead.appointmentAt ? (
                  <p className="garage-lead__appointment">
                    Test drive: <time dateTime={lead.appointmentAt}>{bookedFor.format(new Date(lead.appointmentAt))}</time>
                  </p>
                ) : null}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
