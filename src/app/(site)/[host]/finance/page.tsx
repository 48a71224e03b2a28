import { RenderBlocks } from '@blocks/RenderBlocks'
import { financeRoute, FinanceHubView } from '@/features/finance/ui'

/** /finance (issue 21): the finance hub: calculator, instant price, pre-approval and the finance enquiry (src/features/finance/flow). */
const route = financeRoute('finance', RenderBlocks, FinanceHubView)
export const generateMetadata = route.generateMetadata
export default route.Page
