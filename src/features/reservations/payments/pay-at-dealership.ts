import { PaymentSignatureError, type PaymentPort } from './port'

/**
 * The adapter for sites without Stripe keys: no money changes hands online. The shopper pays the
 * dealership in person or by phone and staff mark the reservation paid, so refunds happen there too.
 */
export function payAtDealership(): PaymentPort {
  return {
    provider: 'pay-at-dealership',
    async startPayment() {
      return { kind: 'pay-at-dealership' }
    },
    async refund() {
      return { refundReference: null }
    },
    readWebhook() {
      // No provider ever sends this adapter a webhook, so any delivery is forged or misrouted.
      throw new PaymentSignatureError('Pay at the dealership takes no webhooks')
    },
  }
}
