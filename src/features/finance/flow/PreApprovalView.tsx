import { garagePathOf } from '@/domain/sign-in'
import { currentShopper } from '@/features/accounts'
import { queryParam } from '@/platform/page-query'

import { loadPreApprovalPage } from '../finance-pages'
import { CmsBlocks, FINANCE_PAGES, type FinanceViewProps } from './finance-routes'
import { PreApprovalPage } from './PreApprovalPage'

/** /finance-pre-approval (and /apply-for-finance where the site says so): the pre-approval steps under the page's blocks. */
export async function PreApprovalView(props: FinanceViewProps) {
  const { site, query, path } = props
  const [data, shopper] = await Promise.all([loadPreApprovalPage(site, query), currentShopper(site)])
  return (
    <>
      <CmsBlocks {...props} keep={(block) => block.blockType !== 'leadForm'} />
      {/* #finance-form: the spec's finance links land on the application whichever form it is. */}
      <div className="container section" id="finance-form">
        <PreApprovalPage
          data={data}
          heading={FINANCE_PAGES[path].title}
          lenderChosen={queryParam(query.lender) !== null}
          place={{ signedIn: shopper !== null, garagePath: garagePathOf(site) }}
        />
      </div>
    </>
  )
}
