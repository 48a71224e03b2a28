export { PriceComparison } from './later'
