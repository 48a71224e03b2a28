/**
 * Trade-in valuation (issue 20): identify the car by plate (or the pick list), ask about its
 * condition, make an offer from the market the platform has seen, and record acceptance on the lead.
 * Endpoints here; the page from './ui'.
 */
export { getTradeInPorts } from './server'
export { acceptTradeInResponse, miscellaneousResponse, tradeInCatalogueResponse, tradeInResponse } from './trade-in-endpoint'
export { tradeInPortsFromEnv, withFallback, type TradeInPorts } from './ports-from-env'
export { acceptTradeInOffer } from './valuation-store'
export { tradeInOfferForCheckout } from './value-trade-in'
export type { CheckoutTradeIn } from './valuation-store'
