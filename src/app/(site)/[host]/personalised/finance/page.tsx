import { financeRoute, PersonalisedFinanceView } from '@/features/finance/ui'

/** /personalised/finance (issue 21): every lender's quote for a car with a VIN or NVIC (src/features/finance/flow). */
const route = financeRoute('personalised/finance', null, PersonalisedFinanceView)
export const generateMetadata = route.generateMetadata
export default route.Page
