import { tradeInRoute } from '@/features/trade-in/ui'

/** /cars/trade-in (issue 20): the trade-in valuation flow (src/features/trade-in). */
const route = tradeInRoute('cars/trade-in', null)
export const generateMetadata = route.generateMetadata
export default route.Page
