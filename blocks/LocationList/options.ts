/** The location-list block's options (spec §2 "Dealer locations"), shared by its Payload config and its component. */
export const LOCATION_LIST_BUTTONS = [
  { value: 'contactUs', label: 'Contact Us (/contact-us/{location})' },
  { value: 'bookService', label: 'Book a Service (dealership booking link or /service)' },
  { value: 'partsEnquiry', label: 'Parts Enquiry (/vehicle-parts-and-accessories)' },
  { value: 'sendEnquiry', label: 'Send Enquiry (contact form in a dialog)' },
] as const

export type LocationListButton = (typeof LOCATION_LIST_BUTTONS)[number]['value']

export const LOCATION_LIST_LAYOUTS = [
  { value: 'list', label: 'List' },
  { value: 'cards', label: 'Cards (a carousel when there are many)' },
] as const

export type LocationListLayout = (typeof LOCATION_LIST_LAYOUTS)[number]['value']

export interface LocationListOptions {
  showSearch: boolean
  showNearest: boolean
  buttons: LocationListButton[]
  layout: LocationListLayout
}

const BUTTON_VALUES = new Set<string>(LOCATION_LIST_BUTTONS.map((button) => button.value))

/** The stored block's options; a block saved before they existed reads as a list with Contact Us, no search. */
export function readLocationListOptions(stored: object): LocationListOptions {
  // Typed loosely until the payload types are generated with these fields.
  const block = stored as { showSearch?: unknown; showNearest?: unknown; buttons?: unknown; layout?: unknown }
  const buttons = Array.isArray(block.buttons) ? block.buttons.filter((value): value is LocationListButton => typeof value === 'string' && BUTTON_VALUES.has(value)) : ['contactUs' as const]
  return {
    showSearch: block.showSearch === true,
    showNearest: block.showNearest === true,
    buttons: [...new Set(buttons)],
    layout: block.layout === 'cards' ? 'cards' : 'list',
  }
}
