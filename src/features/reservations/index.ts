/**
 * Reserve and buy online (issue 19): the checkout's server check and reservation (POST /api/checkout),
 * the payment provider's webhook, staff actions and the expiry sweep. Pages come from './ui'.
 */
export { checkoutResponse } from './checkout-endpoint'
export { loadCheckoutPage, type CheckoutPageData } from './checkout-page'
export { checkoutSettings, configuredPayments, type CheckoutSettings } from './checkout-settings'
export { onlinePaymentResponse, recordOnlinePaymentPaid } from './online-payment'
export { paymentWebhookResponse } from './payment-webhook-endpoint'
export { applyReservationAction, recordDepositPaid, runReservationExpiry } from './reservation-changes'
export {
  expireReservations,
  takeCarForReservation,
  type CarToReserve,
  type NewReservation,
  type ReservationContact,
  type TakeCarResult,
} from './reservation-store'
export { reservationActionEndpoint, startReservationExpirySweep } from './reservations-runner'
export { reservationToken } from './reserve-car'
