export { rememberUserDetails, storedUserDetails, visitContext } from './shopper-storage'
export { useContactPrefill, type ContactPrefill } from './remembered-details'
