/**
 * Finance pages (issue 21): the route helper of each finance address, My garage's finance
 * applications and the privacy policy's finance paragraph. Each component imports its stylesheet itself.
 */
export { financeRoute, type FinancePath } from './flow/finance-routes'
export { FinanceApplicationsSection } from './FinanceApplicationsSection'
export { FinancePrivacyNotice } from './FinancePrivacyNotice'
