export { LeadFormDialog } from './form/LeadFormDialog.client'
export { LeadFormSection } from './form/LeadFormSection'
export { RememberVisit } from './RememberVisit.client'
export { SuccessDetails } from './form/SuccessDetails.client'
