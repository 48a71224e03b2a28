/**
 * The vehicle page's sidebar buttons (spec §2 "Vehicle detail page", §4, §5): the vocabulary a site
 * picks its button set from, and which of them a given car may show.
 */
import { isPurchasable, type CarForAvailability } from './availability'

export const VEHICLE_BUTTONS = {
  enquire: 'Enquire Now',
  'test-drive': 'Book a Test Drive',
  'trade-in': 'Trade-In Valuation',
  finance: 'Get Finance',
  reserve: 'Reserve Now',
  'online-purchase': 'Buy Online',
  call: 'Call',
  chat: 'Chat',
  whatsapp: 'WhatsApp',
  'history-report': 'Car History Report',
  location: 'View Location',
  'reserve-car-now': 'Reserve Car Now',
  'call-now': 'Call Now',
} as const

export type VehicleButton = keyof typeof VEHICLE_BUTTONS

export const DEFAULT_VEHICLE_BUTTONS: readonly VehicleButton[] = ['enquire', 'test-drive', 'trade-in', 'finance', 'call', 'history-report', 'location']

/**
 * The buttons of a site that has not picked its own: the standard set, with Reserve Now when the site
 * takes reservations and Buy Online when it sells whole cars online, after the test drive.
 */
export function defaultVehicleButtons({ reservations, buyOnline }: { reservations: boolean; buyOnline: boolean }): VehicleButton[] {
  const selling: VehicleButton[] = [...(reservations || buyOnline ? (['reserve'] as const) : []), ...(buyOnline ? (['online-purchase'] as const) : [])]
  const [enquire, testDrive, ...rest] = DEFAULT_VEHICLE_BUTTONS
  return [enquire!, testDrive!, ...selling, ...rest]
}

/** The feed's tag for a car the dealer only offers for test drives (spec §4 "test drive only"). */
export const TEST_DRIVE_ONLY_TAG = 'test drive only'

export interface CarForVehicleButtons extends CarForAvailability {
  tag?: string | null
  file?: string | null
  sold?: boolean | null
  /** Held by a reservation (issue 19): no second reservation is offered. */
  reserved?: boolean | null
}

/** What the car's dealership offers besides the buttons themselves. */
export interface VehicleButtonContext {
  phone?: string | null
  whatsappNumber?: string | null
  chatUrl?: string | null
  hasLocation?: boolean
}

export const isTestDriveOnly = (car: Pick<CarForVehicleButtons, 'tag'>): boolean => car.tag?.trim().toLowerCase() === TEST_DRIVE_ONLY_TAG

/** A coming-soon car is not on the lot yet, so it cannot be test driven (spec §4: finance shows instead). */
export const canTestDrive = (car: CarForVehicleButtons): boolean => car.status === 'in_stock' && !car.sold

/**
 * The site's button set for one car, in the site's order. Unavailable cars get none (the page shows
 * Find Me Something Similar instead). Reserve and online purchase need a purchasable car that is not
 * test-drive-only or already reserved; trade-in needs a purchasable car; the history report needs a file; call, chat,
 * WhatsApp and location need the dealer's number, link or location. A test drive on a car that cannot
 * be test driven becomes Get Finance (once, if the set has no finance button already).
 */
export function vehicleButtons(car: CarForVehicleButtons, siteButtons: readonly VehicleButton[], context: VehicleButtonContext): VehicleButton[] {
  if (!isPurchasable(car)) return []
  const reservable = !isTestDriveOnly(car) && !car.reserved
  const offered = (button: VehicleButton): VehicleButton | null => {
    switch (button) {
      case 'test-drive':
        return canTestDrive(car) ? button : 'finance'
      case 'reserve':
      case 'online-purchase':
      case 'reserve-car-now':
        return reservable ? button : null
      case 'history-report':
        return car.file ? button : null
      case 'call':
      case 'call-now':
        return context.phone ? button : null
      case 'whatsapp':
        return context.whatsappNumber ? button : null
      case 'chat':
        return context.chatUrl ? button : null
      case 'location':
        return context.hasLocation ? button : null
      default:
        return button
    }
  }
  const buttons: VehicleButton[] = []
  for (const button of siteButtons) {
    const shown = offered(button)
    if (shown && !buttons.includes(shown)) buttons.push(shown)
  }
  return buttons
}
