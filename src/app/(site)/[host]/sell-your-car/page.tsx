import { RenderBlocks } from '@blocks/RenderBlocks'
import { tradeInRoute } from '@/features/trade-in/ui'

/** /sell-your-car (issue 20): the trade-in valuation flow (src/features/trade-in). */
const route = tradeInRoute('sell-your-car', RenderBlocks)
export const generateMetadata = route.generateMetadata
export default route.Page
