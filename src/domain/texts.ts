/**
 * Every shopper-facing message and label the spec quotes (§2, §4, §5, §8), word for word, in one
 * place, so components, forms and tests share the same strings and a site can override them.
 * Placeholders are written {name} and filled with `fillText`.
 * Entries marked "platform wording" are labels the spec describes without quoting.
 * The words for listing cars (search page, card tags, sold notice, price block, finance line) are
 * in ./listing-texts.ts and included here.
 */
import { LISTING_TEXTS } from './listing-texts'

export { fillText } from './fill-text'

export const DEFAULT_TEXTS = {
  ...LISTING_TEXTS,

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
  revealPhone: 'Reveal phone number', // platform wording: accessible name of the masked number (§4 Phone reveal)
  viewsCount: '{count} views', // platform wording: the sidebar's view count
  viewsCountOne: '{count} view', // platform wording
  instantMessage: 'Instant Message',
  requestPhotos: 'Request Photos',
  requestAQuote: 'Request a Quote',
  financeBannerTitle: 'Finance Available For This Vehicle!',
  financeBannerLink: 'Get Finance Now',
  showAllSpecs: 'Show All Specs',
  hideSpecs: 'Hide Specs',
  showAll: 'Show All',
  showMore: 'Show More',
  showLess: 'Show Less',
  viewMore: 'View more',
  viewLess: 'View less',

  // §2 Dealer locations
  searchLocationsPlaceholder: 'Search locations...',
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
  openNow: 'Open now', // platform wording
  closedNow: 'Closed now', // platform wording
  searchLocationsLabel: 'Search locations', // platform wording: the search box's label
  locationsNone: 'No locations match your search. Try a suburb, postcode or street.', // platform wording
  locationsShown: 'Showing {count} of {total} locations', // platform wording: announced as the list changes
  locationsSortedFrom: 'Nearest to {place} first', // platform wording
  nearestPostcodeLabel: 'Your postcode', // platform wording
  nearestFind: 'Find nearest', // platform wording
  nearestUseMyLocation: 'Use my location', // platform wording
  nearestMyLocation: 'your location', // platform wording: {place} when sorted by the shared location
  nearestLocating: 'Finding your location...', // platform wording
  geolocationDenied: 'We could not use your location because permission was denied. Enter your postcode instead.', // platform wording
  geolocationUnavailable: 'Your location is not available right now. Enter your postcode instead.', // platform wording
  distanceAway: '{distance} away', // platform wording
  swipeHint: 'Swipe to see more locations', // platform wording
  previousLocations: 'Previous locations', // platform wording
  nextLocations: 'Next locations', // platform wording
  closeDialog: 'Close', // platform wording
  locationTabSales: 'Sales',
  locationTabUsed: 'Used',
  locationTabService: 'Service',
  locationTabParts: 'Parts',
  locationTabsLabel: '{name} departments', // platform wording: names a location block's tab list
  opensMap: '(opens a map)', // platform wording: screen-reader note on the address link
  locationMapLabel: 'Map of {name}', // platform wording: the location block's map caption
  // §2 Location detail page
  getDirections: 'Get Directions', // platform wording
  openingHoursHeading: 'Opening Hours', // platform wording
  openingHoursTabsLabel: 'Opening hours by department', // platform wording: names the page's hours tab list
  holidayHours: 'Holiday Hours', // platform wording: the button and dialog listing special hours
  reviewsHeading: 'Customer Reviews', // platform wording
  reviewsSummary: 'Rated {score} out of 5 from {count} reviews', // platform wording: the stars' accessible text
  reviewRating: 'Rated {score} out of 5', // platform wording: one review's stars
  dealerLocations: 'Dealer Locations', // platform wording: breadcrumb to /dealer-locator

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

  // §4 Price display
  marketPriceBadge: 'Below market average', // platform wording

  // §4 Watchlist toasts, share
  toastSavedTitle: 'Car Saved In Watchlist',
  toastSavedText: 'This car is now in your watchlist.', // platform wording
  toastRemovedTitle: 'Car Removed',
  toastRemovedText: 'This car is no longer in your watchlist.', // platform wording
  viewList: 'View List',
  copied: 'Copied',

  // §4 Price comparison
  goodDeal: 'Good Deal',
  greatDeal: 'Great Deal',
  priceComparisonHeading: 'Price Comparison', // platform wording
  priceComparisonBelowMarket: 'Below Market Range', // platform wording: the offline autogauge's description
  priceComparisonLowerShare: 'Priced in the lower {percent}% of the market range', // platform wording
  priceComparisonUpperShare: 'Priced in the upper {percent}% of the market range', // platform wording
  priceComparisonBelowRange: 'Priced below the market range', // platform wording
  priceComparisonBasedOn: 'Based on {count} similar cars for sale', // platform wording
  priceComparisonLoading: 'Loading the price comparison', // platform wording
  priceComparisonMarketLow: 'Market low', // platform wording
  priceComparisonThisCar: 'This car', // platform wording
  priceComparisonMarketHigh: 'Market high', // platform wording
  similarCarsHeading: 'Similar Cars', // platform wording

  // §4 Registration
  registrationExpiresOn: 'Expires on {date}',
  unregistered: 'Unregistered',

  // §5 Validation
  postcodeRequired: 'Please enter a postcode.',
  postcodeInvalidFormat: 'Invalid postcode. Please enter a 4-digit number.',
  termsRequired: '*You must agree to the terms of use before submitting.',
  termsRequiredForm: 'You must agree to the terms of use before submitting the form.',
  formErrorsHeading: 'Please fix the following errors:',
  dealerCommentsPending: 'Dealer comments are pending. Please check back here later.',
  kmsSuffix: ' kms',

  // §8 Error catalogue
  deliveryUnavailable: "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
  postcodeNotFound: 'Invalid postcode',
  formSubmitError: 'An error occurred when submitting this form',
  unexpectedError: 'An unexpected error occured.', // sic: the spec's spelling
  priceComparisonNoData: 'No data returned',

  // §2 Vehicle page calculators (platform wording: the spec names the calculators, not their labels)
  fuelCalculatorTitle: 'Fuel Cost Calculator',
  fuelPricePerLitre: 'Fuel price ($ per litre)',
  fuelKmPerWeek: 'Kilometres per week',
  fuelConsumption: 'Fuel consumption (L/100km)',
  fuelCostWeekly: 'Weekly fuel cost',
  fuelCostYearly: 'Yearly fuel cost',
  financeCalculatorTitle: 'Finance Calculator',
  financePurchasePrice: 'Purchase price',
  financeDeposit: 'Deposit / trade-in',
  financeResidual: 'Residual (balloon)',
  financeInterestRate: 'Interest rate (% p.a.)',
  financeTerm: 'Loan term (years)',
  financeFrequency: 'Repayment frequency',
  financeRepayment: 'Estimated repayment',
  financeTotalPayable: 'Total payable',
  quickPick: 'Quick pick',
  deliveryCalculatorTitle: 'Delivery Calculator',
  deliveryPostcode: 'Postcode',
  deliveryCheck: 'Check',
  deliveryChecking: 'Checking...',
  deliveryPrice: 'Delivery to {region}: {price}',
  deliveryFree: 'Free delivery to {region}',

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

/** The catalogue with a site's overrides applied; an override left undefined keeps the default. */
export function resolveTexts(overrides?: Partial<Texts>): Texts {
  const texts: Record<string, string> = { ...DEFAULT_TEXTS }
  for (const [key, value] of Object.entries(overrides ?? {})) {
    if (typeof value === 'string' && key in DEFAULT_TEXTS) texts[key] = value
  }
  return texts as Texts
}
