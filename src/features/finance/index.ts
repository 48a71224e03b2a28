/**
 * Finance answers (issue 21): pre-approval with an indicative answer worked out on the spot,
 * personalised finance (every lender's quote for one car), the instant price and the finance hub.
 * Endpoints and server code here; the pages from './ui'.
 */
export { financeApplicationResponse } from './application-endpoint'
export { lenderQuotesResponse } from './lender-quotes-endpoint'
export { financeSiteSettings } from './finance-settings'
export { APPLICANT_DETAIL_COLUMNS, eraseExpiredApplicantDetails, startApplicantDetailsErasureSweep } from './applicant-details-erasure'
