export { FinanceQuoteLine } from './FinanceQuoteLine'
