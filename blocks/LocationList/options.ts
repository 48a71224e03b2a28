/**
 * The location-list block's options (spec §2 "Dealer locations"), stored value to admin label, shared by
 * its Payload config and its component.
 */
export const LOCATION_LIST_BUTTONS = {
  contactUs: 'Contact Us (/contact-us/{location})',
  bookService: 'Book a Service (dealership booking link or /service)',
  partsEnquiry: 'Parts Enquiry (/vehicle-parts-and-accessories)',
  sendEnquiry: 'Send Enquiry (contact form in a dialog)',
} as const

export type LocationListButton = keyof typeof LOCATION_LIST_BUTTONS

export const LOCATION_LIST_LAYOUTS = { list: 'List', cards: 'Cards (a carousel when there are many)' } as const

export type LocationListLayout = keyof typeof LOCATION_LIST_LAYOUTS

export interface LocationListOptions {
  showSearch: boolean
  showNearest: boolean
  buttons: LocationListButton[]
  layout: LocationListLayout
}

const BUTTON_VALUES = new Set<string>(Object.keys(LOCATION_LIST_BUTTONS))

/** The stored block's options; a block saved before they existed reads as a list with Contact Us, no search. */
export function readLocationListOptions(stored: object): LocationListOptions {
  // Typed loosely until the payload types are generated with these fields.
  const block = stored as { showSearch?: unknown; showNearest?: unknown; buttons?: unknown; layout?: unknown }
  const buttons = Array.isArray(block.buttons)
    ? block.buttons.filter((value): value is LocationListButton => typeof value === 'string' && BUTTON_VALUES.has(value))
    : ['contactUs' as const]
  return {
    showSearch: block.showSearch === true,
    showNearest: block.showNearest === true,
    buttons: [...new Set(buttons)],
    layout: block.layout === 'cards' ? 'cards' : 'list',
  }
}
