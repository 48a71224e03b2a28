import type { ResolvedSite } from '@/platform/sites'

import { financeSiteSettings } from './finance-settings'

/**
 * The privacy policy's paragraph on finance applications (issue 21), written from the site's own
 * retention setting so the promise and the erasure sweep can never disagree.
 */
export function FinancePrivacyNotice({ site }: { site: ResolvedSite }) {
  const { retentionDays } = financeSiteSettings(site)
  return (
    <section aria-labelledby="finance-privacy-heading">
      <h2 id="finance-privacy-heading">Finance applications</h2>
      <p>
        When you apply for finance pre-approval on this site, the employment, income and expense details you give us are seen only by our finance team. They are
        not sent by email, to our customer management system or to anyone else without your consent, and they are erased {retentionDays} days after you apply.
        Your contact details, the loan you asked about and the indicative answer we gave stay with your enquiry, as for any other enquiry.
      </p>
    </section>
  )
}
