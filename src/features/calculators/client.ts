export { requestDeliveryQuote, type DeliveryState } from './DeliveryCalculator.client'
