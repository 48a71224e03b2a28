import type { ResolvedSite } from '@/platform/sites'

import { OnlinePaymentForm } from './OnlinePaymentForm.client'

/** /online-payment (issue 19): pay a service invoice or parts order the dealership issued, by its reference. */
export function OnlinePaymentPage({ site, paid }: { site: ResolvedSite; paid: string | null }) {
  return (
    <div className="step-flow step-flow--single">
      <h1 className="step-flow__heading">Pay an invoice online</h1>
      <div className="step-flow__main">
        {paid ? (
          <p className="step-flow-step__note" role="status">
            Thank you: your payment for {paid} is with our payment provider, who emails your receipt. We mark the invoice paid as soon as they confirm it.
          </p>
        ) : (
          <p className="step-flow-step__note">
            Pay a service invoice or parts order from {site.name} with the number on it and the email address it was sent to.
          </p>
        )}
        <OnlinePaymentForm phone={site.phone ?? null} />
      </div>
    </div>
  )
}
