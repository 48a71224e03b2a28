export { PriceComparison } from './PriceComparison.client'
