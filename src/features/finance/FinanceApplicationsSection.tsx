import Link from 'next/link'

import { loanTermText } from '@/domain/finance'
import { FINANCE_APPLICATION_OUTCOMES } from '@/domain/finance-pre-approval'
import { formatMoney } from '@/domain/money'
import { DEFAULT_TIME_ZONE } from '@/domain/time'
import { shopperDocuments, type Shopper } from '@/features/accounts'
import type { FinanceApplication } from '@/payload-types'
import type { ResolvedSite } from '@/platform/sites'

import { financeApplicationToken } from './apply-for-pre-approval'

const madeOn = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeZone: DEFAULT_TIME_ZONE })

const figure = (application: Pick<FinanceApplication, 'outcome' | 'upToDollars' | 'weeklyRepaymentDollars' | 'lenderName' | 'extraDepositDollars'>) =>
  application.outcome === 'pre-approved' && typeof application.upToDollars === 'number'
    ? `Up to ${formatMoney(application.upToDollars)}${typeof application.weeklyRepaymentDollars === 'number' ? `, about ${formatMoney(application.weeklyRepaymentDollars)} a week with ${application.lenderName}` : ''}`
    : application.outcome === 'larger-deposit' && typeof application.extraDepositDollars === 'number'
      ? `With ${formatMoney(application.extraDepositDollars)} more deposit`
      : 'Our finance team will call you'

/**
 * My garage's finance applications (issue 21; the route hands it to accounts' MyGaragePage): the pre-approvals this account made on this site, newest
 * first, each linking to its answer page (the signed link the flow itself gives). The applicant's
 * income and expenses are not shown here: the answer is what the shopper needs to come back to.
 */
export async function FinanceApplicationsSection({ site, shopper }: { site: ResolvedSite; shopper: Shopper }) {
  const docs = await shopperDocuments('finance-applications', site, shopper, {
    limit: 20,
    select: {
      reference: true,
      carName: true,
      priceDollars: true,
      termYears: true,
      outcome: true,
      upToDollars: true,
      weeklyRepaymentDollars: true,
      lenderName: true,
      extraDepositDollars: true,
      createdAt: true,
    },
  })
  return (
    <section id="finance" className="garage-section" aria-labelledby="finance-heading">
      <h2 id="finance-heading">Finance applications</h2>
      {docs.length === 0 ? (
        <p className="garage-section__empty">
          No finance applications yet. <Link href="/finance-pre-approval">Get pre-approved</Link> in a few minutes and your answer is kept here.
        </p>
      ) : (
        <ul className="garage-leads">
          {docs.map((application) => (
            <li key={application.id} className="garage-lead">
              <h3 className="garage-lead__form">
                <Link href={`/finance-pre-approval?step=answer&application=${financeApplicationToken(application.reference)}`}>
                  {application.carName || `${formatMoney(application.priceDollars ?? 0)} over ${loanTermText(application.termYears ?? 0)}`}
                </Link>
              </h3>
              <p className="garage-lead__meta">
                {application.reference} · Applied <time dateTime={application.createdAt}>{madeOn.format(new Date(application.createdAt))}</time> ·{' '}
                {FINANCE_APPLICATION_OUTCOMES[application.outcome]}
              </p>
              <p className="garage-lead__car">{figure(application)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
