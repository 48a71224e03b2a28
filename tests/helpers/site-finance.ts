import { financeApplicationSettings, type FinanceApplicationSettings, type FinanceApplicationsRow } from '../../src/domain/finance-application'
import { adminToken, SUPER_ADMIN } from './admin-api'

/** A site's lenders and pre-approval settings as the admin holds them (issue 21), read with the product's own defaults. */
export async function siteFinance(origin: string, slug: string): Promise<FinanceApplicationSettings> {
  const token = await adminToken(origin, SUPER_ADMIN)
  const { docs } = (await (
    await fetch(`${origin}/api/sites?where[slug][equals]=${encodeURIComponent(slug)}&depth=0`, { headers: { authorization: `JWT ${token}` } })
  ).json()) as { docs: Array<{ financeApplications?: FinanceApplicationsRow | null }> }
  return financeApplicationSettings(docs[0]!.financeApplications)
}

/** A complete finance application (the details step's answers) for a shopper with `details` (contact, postcode, location). */
export const financeApplicationAnswers = (details: Record<string, unknown>) => ({
  loan: { amount: '$32,000', deposit: '4000', termYears: 5, balloon: '' },
  aboutYou: { employmentType: 'full-time', employmentLength: 'over-3-years', residency: 'citizen', relationship: 'couple', dependants: 1 },
  income: {
    netIncome: { amount: '6500', frequency: 'monthly' },
    livingExpenses: { amount: '2900', frequency: 'monthly' },
    otherRepayments: { amount: '150', frequency: 'fortnightly' },
  },
  credit: { creditBand: 'GOOD' },
  details: { terms: true, contactConsent: true, ...details },
})
