export { tradeInRoute } from './flow/trade-in-route'
export { TradeInValuationsSection } from './TradeInValuationsSection'
