export { answerAutogauge } from './autogauge-endpoint'
export { getPriceComparison, priceComparisonForCar } from './server'
