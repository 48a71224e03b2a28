import { RenderBlocks } from '@blocks/RenderBlocks'
import { financeRoute, ApplyForFinanceView } from '@/features/finance/ui'

/** /apply-for-finance (issue 21): the pre-approval where the site says so, else the finance enquiry form (src/features/finance/flow). */
const route = financeRoute('apply-for-finance', RenderBlocks, ApplyForFinanceView)
export const generateMetadata = route.generateMetadata
export default route.Page
