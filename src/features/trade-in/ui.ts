export { tradeInRoute } from './flow/trade-in-route'
