import { queryParam } from '@/platform/page-query'

import { loadPersonalisedFinance } from '../finance-pages'
import type { FinanceViewProps } from './finance-routes'
import { PersonalisedFinancePage } from './PersonalisedFinancePage'

/** /personalised/finance: every lender's quote for the car the link names. */
export async function PersonalisedFinanceView({ site, query }: FinanceViewProps) {
  const data = await loadPersonalisedFinance(site, query)
  return (
    <div className="container section">
      <PersonalisedFinancePage data={data} carId={queryParam(query.car_id)} />
    </div>
  )
}
