export { rememberVisit } from './shopper-storage'
export { rememberUserDetails, storedUserDetails, visitContext } from './shopper-storage'
