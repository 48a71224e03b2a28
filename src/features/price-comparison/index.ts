export { answerAutogauge } from './autogauge-endpoint'
export { PriceComparison } from './PriceComparison.client'
export { getPriceComparison } from './server'
