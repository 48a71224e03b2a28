export { FinanceQuoteLine } from './FinanceQuoteLine.client'
