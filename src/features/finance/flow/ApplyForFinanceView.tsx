import { leadFormRouteFor } from '@/features/leads'
import { LeadFormSection } from '@/features/leads/ui'

import { financeSiteSettings } from '../finance-settings'
import type { FinanceViewProps } from './finance-routes'
import { PreApprovalView } from './PreApprovalView'

/** /apply-for-finance: the pre-approval where the site says so (preApprovalAtApplyForFinance), else the finance enquiry form. */
export function ApplyForFinanceView(props: FinanceViewProps) {
  return financeSiteSettings(props.site).preApprovalAtApplyForFinance ? <PreApprovalView {...props} /> : <FinanceEnquiry {...props} />
}

/** The enquiry form as /apply-for-finance always showed it: the page's blocks, the form where a block placed it or after them. */
function FinanceEnquiry({ site, query, page, Blocks }: FinanceViewProps) {
  const route = leadFormRouteFor('finance', query)
  if (!page || !Blocks) return <LeadFormSection site={site} route={route} />
  const placed = page.layout?.some((block) => block.blockType === 'leadForm')
  return (
    <>
      <Blocks blocks={page.layout} site={site} searchParams={query} />
      {placed ? null : <LeadFormSection site={site} route={route} headingLevel={2} pageId={String(page.id)} />}
    </>
  )
}
