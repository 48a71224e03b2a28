import { financeApplicationSettings, type FinanceApplicationSettings, type FinanceApplicationsRow } from '../../src/domain/finance-application'
import { adminToken, SUPER_ADMIN } from './admin-api'


/** A site's lenders and pre-approval settings as the admin holds them (issue 21), read with the product's own defaults. */
export async function siteFinance(origin: string, slug: string): Promise<FinanceApplicationSettings> {
  const token = await adminToken(origin, SUPER_ADMIN)
  const { docs } = (await (await fetch(`${origin}/api/sites?where[slug][equals]=${encodeURIComponent(slug)}&depth=0`, { headers: { authorization: `JWT ${token}` } })).json()) as { docs: Array<{ financeApplications?: FinanceApplicationsRow | null }> }
  return financeApplicationSettings(docs[0]!.financeApplications)
}
