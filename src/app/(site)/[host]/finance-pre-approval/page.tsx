import { RenderBlocks } from '@blocks/RenderBlocks'
import { financeRoute, PreApprovalView } from '@/features/finance/ui'

/** /finance-pre-approval (issue 21): the pre-approval steps and the indicative answer (src/features/finance/flow). */
const route = financeRoute('finance-pre-approval', RenderBlocks, PreApprovalView)
export const generateMetadata = route.generateMetadata
export default route.Page
