export { requestDeliveryQuote, type DeliveryState } from './delivery-quote-request'
