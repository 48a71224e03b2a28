export { LocationAddress } from './LocationAddress'
export { LocationPage } from './LocationPage'
export { OpeningHours } from './OpeningHours'
export { ReviewStars } from './ReviewStars'
