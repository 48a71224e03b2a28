import { financeApplicationSettings, type FinanceApplicationSettings, type FinanceApplicationsRow } from '../../src/domain/finance-application'

const SUPER_ADMIN = { email: 'admin@dealer-platform.test', password: 'demo-admin-pass' }

/** A site's lenders and pre-approval settings as the admin holds them (issue 21), read with the product's own defaults. */
export async function siteFinance(origin: string, slug: string): Promise<FinanceApplicationSettings> {
  const login = await fetch(`${origin}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(SUPER_ADMIN) })
  const { token } = (await login.json()) as { token: string }
  const { docs } = (await (await fetch(`${origin}/api/sites?where[slug][equals]=${encodeURIComponent(slug)}&depth=0`, { headers: { authorization: `JWT ${token}` } })).json()) as { docs: Array<{ financeApplications?: FinanceApplicationsRow | null }> }
  return financeApplicationSettings(docs[0]!.financeApplications)
}
