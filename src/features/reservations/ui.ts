export { CheckoutPage } from './checkout/CheckoutPage'
export { checkoutMetadata, CheckoutRoute, reserveCarRoute, type CheckoutRequestPlace } from './checkout/checkout-route'
export { OnlinePaymentPage } from './checkout/OnlinePaymentPage'
