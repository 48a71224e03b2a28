import type { SpecEvent, TrackedCar } from './events'

/**
 * Which lead event a vehicle enquiry or test-drive booking fires (spec §7: 14/15, 17/48, test drive
 * only 17). Apart from the event table, so a form that only names its event (checkout) does not load
 * the table with the page.
 */
export function leadEventFor(car: Pick<TrackedCar, 'car_type'> & { tag?: string | null }, kind: 'enquiry' | 'testDrive'): SpecEvent {
  if (car.tag && /test drive only/i.test(car.tag)) return 'testDriveOnlyEnquiry'
  if (car.car_type === 'used') return kind === 'enquiry' ? 'usedCarLead' : 'usedCarTestDrive'
  return kind === 'enquiry' ? 'newCarLead' : 'testDrive'
}
