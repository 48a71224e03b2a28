export { answerAutogauge } from './autogauge-endpoint'
export { getPriceComparison } from './server'
