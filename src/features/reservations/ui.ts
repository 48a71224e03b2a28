export { CheckoutPage } from './checkout/CheckoutPage'
export { checkoutMetadata, CheckoutRoute, type CheckoutRequestPlace } from './checkout/checkout-route'
