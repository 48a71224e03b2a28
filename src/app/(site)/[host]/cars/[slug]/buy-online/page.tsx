import { reserveCarRoute } from '@/features/reservations/ui'

/** /cars/{slug}/buy-online (issue 19): reserve a car; see src/features/reservations/checkout/checkout-route.tsx. */
const route = reserveCarRoute('buy-online')

export const generateMetadata = route.generateMetadata
export default route.Page
