/**
 * Every shopper-facing message and label the spec quotes (§2, §4, §5, §8), word for word, in one
 * place, so components, forms and tests share the same strings.
 * Placeholders are written {name} and filled with `fillText`.
 * Groups headed "platform wording" hold labels the spec describes without quoting.
 * The words for listing cars (search page, card tags, sold notice, price block, finance line) are
 * in ./listing-texts.ts, a dialog's in ./dialog-texts.ts, the location list's in ./location-list-texts.ts,
 * the calculators' in ./calculator-texts.ts and a failed form's messages in ./error-texts.ts, all included here (browser code imports those alone).
 */
import { CALCULATOR_TEXTS } from './calculator-texts'
import { DIALOG_TEXTS } from './dialog-texts'
import { ERROR_TEXTS } from './error-texts'
import { LISTING_TEXTS } from './listing-texts'
import { LOCATION_LIST_TEXTS } from './location-list-texts'

export { fillText } from './fill-text'

export const DEFAULT_TEXTS = {
  ...LISTING_TEXTS,
  ...DIALOG_TEXTS,
  ...ERROR_TEXTS,
  ...LOCATION_LIST_TEXTS,
  ...CALCULATOR_TEXTS,

  // §2 Search page
  clearFilters: 'Clear Filters',
  showMeCars: 'Show Me {count} cars',
  popularMakes: 'Popular Makes',
  allMakes: 'All Makes',

  // §2 Vehicle card and detail page buttons
  bookTestDrive: 'Book a Test Drive',
  enquireNow: 'Enquire Now',
  enquire: 'Enquire',
  shopNow: 'Shop Now',
  viewDetails: 'View Details',
  getFinance: 'Get Finance',
  reserveNow: 'Reserve Now',
  buyOnline: 'Buy Online',
  tradeInValuation: 'Trade-In Valuation',
  reserveCarNow: 'Reserve Car Now',
  callNow: 'Call Now',
  instantMessage: 'Instant Message',
  requestPhotos: 'Request Photos',
  financeBannerTitle: 'Finance Available For This Vehicle!',
  financeBannerLink: 'Get Finance Now',
  showAllSpecs: 'Show All Specs',
  hideSpecs: 'Hide Specs',
  showAll: 'Show All',
  viewMore: 'View more',
  viewLess: 'View less',
  // §2 Vehicle card and detail page buttons (platform wording)
  revealPhone: 'Reveal phone number', // accessible name of the masked number (§4 Phone reveal)

  // §2 Dealer locations
  contactUs: 'Contact Us',
  contactUsAt: 'Contact Us at {locationName}',
  bookAService: 'Book a Service',
  partsEnquiry: 'Parts Enquiry',
  sendEnquiry: 'Send Enquiry',
  visitWebsite: 'Visit Website',
  dealerLicence: 'DL# {number}',
  byAppointmentOnly: 'By appointment only',
  hoursOpen: 'Open',
  hoursClosed: 'Closed',
  locationTabSales: 'Sales',
  locationTabUsed: 'Used',
  locationTabService: 'Service',
  locationTabParts: 'Parts',
  // §2 Dealer locations (platform wording)
  openNow: 'Open now',
  closedNow: 'Closed now',
  nearestLocating: 'Finding your location...',
  locationTabsLabel: '{name} departments', // names a location block's tab list
  opensMap: '(opens a map)', // screen-reader note on the address link
  locationMapLabel: 'Map of {name}', // the location block's map caption

  // §2 Location detail page (platform wording)
  getDirections: 'Get Directions',
  openingHoursHeading: 'Opening Hours',
  openingHoursTabsLabel: 'Opening hours by department', // names the page's hours tab list
  holidayHours: 'Holiday Hours', // the button and dialog listing special hours
  reviewsHeading: 'Customer Reviews',
  reviewsSummary: 'Rated {score} out of 5 from {count} reviews', // the stars' accessible text
  reviewRating: 'Rated {score} out of 5', // one review's stars
  dealerLocations: 'Dealer Locations', // breadcrumb to /dealer-locator

  // §2 Other screens
  modelVariantsHeading: 'Which {model} will you choose?',
  modelFeaturesHeading: '{model} Features',
  carBrands: 'Car Brands',
  motorcycleBrands: 'Motorcycle Brands',
  truckBrands: 'Truck Brands',
  ourBrands: 'Our Brands',

  // §3 Lead form field labels
  fieldFirstName: 'First Name',
  fieldMobileNumber: 'Mobile Number',
  fieldEmailAddress: 'Email Address',
  fieldComments: 'Comments',

  // §4 Price display (platform wording)
  marketPriceBadge: 'Below market average',

  // §4 Watchlist toasts, share
  toastSavedTitle: 'Car Saved In Watchlist',
  toastRemovedTitle: 'Car Removed',
  viewList: 'View List',
  copied: 'Copied',
  // §4 Watchlist toasts (platform wording)
  toastSavedText: 'This car is now in your watchlist.',
  toastRemovedText: 'This car is no longer in your watchlist.',

  // §4 Price comparison
  goodDeal: 'Good Deal',
  greatDeal: 'Great Deal',
  // §4 Price comparison (platform wording)
  priceComparisonHeading: 'Price Comparison',
  priceComparisonBelowMarket: 'Below Market Range', // the offline autogauge's description
  priceComparisonLowerShare: 'Priced in the lower {percent}% of the market range',
  priceComparisonUpperShare: 'Priced in the upper {percent}% of the market range',
  priceComparisonBelowRange: 'Priced below the market range',
  priceComparisonBasedOn: 'Based on {count} similar cars for sale',
  priceComparisonMarketLow: 'Market low',
  priceComparisonThisCar: 'This car',
  priceComparisonMarketHigh: 'Market high',
  similarCarsHeading: 'Similar Cars',

  // §4 Registration
  registrationExpiresOn: 'Expires on {date}',
  unregistered: 'Unregistered',

  // §5 Validation
  termsRequiredForm: 'You must agree to the terms of use before submitting the form.',
  dealerCommentsPending: 'Dealer comments are pending. Please check back here later.',
  kmsSuffix: ' kms',

  // §8 Error catalogue
  postcodeNotFound: 'Invalid postcode',
  priceComparisonNoData: 'No data returned',

  // §2 Vehicle page spin viewer (platform wording)
  spinViewerLabel: '360° view of {name}, use left and right arrow keys to turn',
  spinLoading: 'Loading 360° view: {percent}%',
  interiorViewerLabel: 'Interior view of {name}, use left and right arrow keys to look around',
  fullScreen: 'Full screen',
  exitFullScreen: 'Exit full screen',
  closeHotspot: 'Close',
} as const

export type TextKey = keyof typeof DEFAULT_TEXTS
export type Texts = { readonly [K in TextKey]: string }
