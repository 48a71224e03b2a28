/**
 * The words of the location list block's searchable list and carousel (blocks/LocationList), spec §2
 * "Dealer locations" in platform wording. Part of DEFAULT_TEXTS (./texts.ts), apart so the list's
 * browser code carries these, not every message of the site.
 */
export const LOCATION_LIST_TEXTS = {
  searchLocationsPlaceholder: 'Search locations...',
  searchLocationsLabel: 'Search locations', // the search box's label
  locationsNone: 'No locations match your search. Try a suburb, postcode or street.',
  locationsShown: 'Showing {count} of {total} locations', // announced as the list changes
  locationsSortedFrom: 'Nearest to {place} first',
  nearestPostcodeLabel: 'Your postcode',
  nearestFind: 'Find nearest',
  nearestUseMyLocation: 'Use my location',
  nearestMyLocation: 'your location', // {place} when sorted by the shared location
  geolocationDenied: 'We could not use your location because permission was denied. Enter your postcode instead.',
  geolocationUnavailable: 'Your location is not available right now. Enter your postcode instead.',
  distanceAway: '{distance} away',
  swipeHint: 'Swipe to see more locations',
  previousLocations: 'Previous locations',
  nextLocations: 'Next locations',
} as const
