export { rememberVisit } from './shopper-storage'
export { rememberUserDetails, storedUserDetails } from './shopper-storage'
