export { type TrackedCar } from './events'
