export { LeadFormDialog } from './form/LeadFormDialog.client'
export { LeadFormSection } from './form/LeadFormSection'
export { SuccessDetails } from './form/SuccessDetails.client'
