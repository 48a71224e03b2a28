export { rememberVisit } from './shopper-storage'
