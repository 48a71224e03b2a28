export { DeliveryCalculator, FinanceCalculator, FuelCostCalculator } from './later'
export { FinanceBanner } from './FinanceBanner'
