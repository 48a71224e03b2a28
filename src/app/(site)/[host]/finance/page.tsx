import { financeRoute } from '@/features/finance/ui'

/** /finance (issue 21): the finance hub: calculator, instant price, pre-approval and the finance enquiry (src/features/finance/flow). */
const route = financeRoute('finance')
export const generateMetadata = route.generateMetadata
export default route.Page
