import { reserveCarRoute } from '@/features/reservations/ui'

/** /cars/{slug}/checkout (issue 19): reserve a car; see src/features/reservations/checkout/checkout-route.tsx. */
const route = reserveCarRoute('checkout')

export const generateMetadata = route.generateMetadata
export default route.Page
