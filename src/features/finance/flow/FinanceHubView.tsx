import { CmsBlocks, FINANCE_PAGES, isFinanceForm, type FinanceViewProps } from './finance-routes'
import { FinanceHub } from './FinanceHub'

/** /finance: the page's blocks, then the hub (calculator, instant price, pre-approval, the finance enquiry) around what the blocks already show. */
export function FinanceHubView(props: FinanceViewProps) {
  const { site, query, page } = props
  const blocks = page?.layout ?? []
  const placedForm = blocks.find(isFinanceForm)
  return (
    <>
      <CmsBlocks {...props} />
      <FinanceHub
        site={site}
        query={query}
        heading={blocks.some((block) => block.blockType === 'hero') ? null : (page?.title ?? FINANCE_PAGES.finance.title)}
        withCalculator={!blocks.some((block) => block.blockType === 'financeCalculator')}
        formHeading={placedForm?.blockType === 'leadForm' ? (placedForm.heading ?? null) : null}
        pageId={page ? String(page.id) : undefined}
      />
    </>
  )
}
