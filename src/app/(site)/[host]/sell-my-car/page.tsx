import { RenderBlocks } from '@blocks/RenderBlocks'
import { tradeInRoute } from '@/features/trade-in/ui'

/** /sell-my-car (issue 20): the trade-in valuation flow (src/features/trade-in). */
const route = tradeInRoute('sell-my-car', RenderBlocks)
export const generateMetadata = route.generateMetadata
export default route.Page
