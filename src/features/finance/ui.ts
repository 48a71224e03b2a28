/**
 * Finance pages (issue 21): the route helper and each finance address's view, My garage's finance
 * applications and the privacy policy's finance paragraph. Each component imports its stylesheet itself.
 */
export { financeRoute, type FinancePath } from './flow/finance-routes'
export { ApplyForFinanceView } from './flow/ApplyForFinanceView'
export { FinanceHubView } from './flow/FinanceHubView'
export { InstantPriceView } from './flow/InstantPriceView'
export { PersonalisedFinanceView } from './flow/PersonalisedFinanceView'
export { PreApprovalView } from './flow/PreApprovalView'
export { FinanceApplicationsSection } from './FinanceApplicationsSection'
export { FinancePrivacyNotice } from './FinancePrivacyNotice'
