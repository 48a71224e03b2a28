import type { ReactNode } from 'react'

import type { ResolvedSite } from '@/platform/sites'

import { SavedSearchesSection } from '../alerts/SavedSearchesSection'
import { needsDetails, type Shopper } from '../customers'
import { detailsValuesOf } from '../sign-in/details-values'
import { SignOutButtons, YourData } from './AccountActions.client'
import { EnquiriesSection } from './EnquiriesSection'
import { ReservationsSection } from './ReservationsSection'
import { MyDetails } from './MyDetails.client'
import { WatchlistSection } from './WatchlistSection'

const SEARCH_HREF = '/search/new-used-and-demo-cars'

// Saved searches' section (alerts/) is reached by its heading's id.
const SECTIONS = [
  { id: 'watchlist', label: 'Watchlist' },
  { id: 'saved-searches-heading', label: 'Saved searches' },
  { id: 'enquiries', label: 'Enquiries and test drives' },
  { id: 'trade-ins', label: 'Trade-in valuations' },
  { id: 'finance', label: 'Finance applications' },
  { id: 'reservations', label: 'Reservations and purchases' },
  { id: 'my-details', label: 'My details' },
  { id: 'your-data', label: 'Your data' },
] as const

/**
 * My garage (issue 18; at /my-garage and at the site's own garage path): always behind sign-in,
 * decided on the server (the route asks requireShopper). Watchlist, saved searches, enquiries and
 * test drives, trade-in valuations, finance applications, reservations and purchases, the shopper's
 * details, signing out, and their data. The trade-in and finance sections come from the route: those
 * capabilities sit above accounts, which they use for sign-in.
 */
export function MyGaragePage({
  site,
  shopper,
  tradeInValuations,
  financeApplications,
}: {
  site: ResolvedSite
  shopper: Shopper
  tradeInValuations: ReactNode
  financeApplications: ReactNode
}) {
  return (
    <div className="container section account-page garage-page">
      <h1 className="account-page__heading">My garage</h1>
      <p className="account-page__lead">
        Signed in as <strong>{shopper.email}</strong>
        {needsDetails(shopper) ? (
          <>
            {' '}
            · <a href="#my-details">Add your name and mobile</a> to save cars and hear about price drops.
          </>
        ) : null}
      </p>
      <nav aria-label="My garage">
        <ul className="garage-nav">
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.label}</a>
            </li>
          ))}
        </ul>
      </nav>
      <WatchlistSection site={site} shopper={shopper} searchHref={SEARCH_HREF} />
      <SavedSearchesSection site={site} shopper={shopper} headingLevel={2} />
      <EnquiriesSection site={site} shopper={shopper} />
      {tradeInValuations}
      {financeApplications}
      <ReservationsSection site={site} shopper={shopper} />
      <section id="my-details" className="garage-section" aria-labelledby="my-details-heading">
        <h2 id="my-details-heading">My details</h2>
        <MyDetails initial={detailsValuesOf(shopper)} siteName={site.name} />
      </section>
      <section id="signing-out" className="garage-section" aria-labelledby="signing-out-heading">
        <h2 id="signing-out-heading">Sign out</h2>
        <p>Signing out on every device also ends the sessions on browsers you no longer have.</p>
        <SignOutButtons />
      </section>
      <section id="your-data" className="garage-section" aria-labelledby="your-data-heading">
        <h2 id="your-data-heading">Your data</h2>
        <p>Download everything {site.name} keeps about your account, or delete the account.</p>
        <YourData siteName={site.name} />
      </section>
    </div>
  )
}
