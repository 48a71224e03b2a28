/**
 * Finance pages (issue 21): the route helper of each finance address, and the instant price for
 * pages that place it. Each component imports its stylesheet itself.
 */
export { financeRoute, type FinancePath } from './flow/finance-routes'
export { InstantPrice } from './flow/InstantPrice.client'
