export { type TrackedCar } from './events'
export { GoogleTag } from './GoogleTag'
