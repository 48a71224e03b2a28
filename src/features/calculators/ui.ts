export { DeliveryCalculator } from './DeliveryCalculator.client'
export { FinanceBanner } from './FinanceBanner'
export { FinanceCalculator } from './FinanceCalculator.client'
export { FuelCostCalculator } from './FuelCostCalculator.client'
