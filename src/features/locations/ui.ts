export { LocationPage } from './LocationPage'
export { ReviewStars } from './ReviewStars'
