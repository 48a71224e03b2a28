export { rememberVisit } from './shopper-storage'
export { rememberUserDetails, storedUserDetails } from './shopper-storage'
export { LEAD_FORM_MESSAGES } from './lead-form-schemas'
