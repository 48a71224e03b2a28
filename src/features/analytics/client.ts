export { leadEventFor } from './lead-event'
export type { SpecEvent, TrackedCar } from './events'
export { trackEvent } from './track'
export { trackEventLater } from './track-later'
