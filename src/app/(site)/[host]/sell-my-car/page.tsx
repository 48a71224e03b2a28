import { tradeInRoute } from '@/features/trade-in/ui'

/** /sell-my-car (issue 20): the trade-in valuation flow (src/features/trade-in). */
const route = tradeInRoute('sell-my-car')
export const generateMetadata = route.generateMetadata
export default route.Page
