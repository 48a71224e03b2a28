export { leadEventFor, type SpecEvent, type TrackedCar } from './events'
export { trackEvent } from './track'
export { trackEventLater } from './track-later'
