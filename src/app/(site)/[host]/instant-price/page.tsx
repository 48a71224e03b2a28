import { RenderBlocks } from '@blocks/RenderBlocks'
import { financeRoute, InstantPriceView } from '@/features/finance/ui'

/** /instant-price (issue 21): the weekly repayment and rate for an amount, term and credit history (src/features/finance/flow). */
const route = financeRoute('instant-price', RenderBlocks, InstantPriceView)
export const generateMetadata = route.generateMetadata
export default route.Page
