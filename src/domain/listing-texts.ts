/**
 * The spec's words for listing cars (search page, vehicle card tags, sold notices, price block,
 * finance line), word for word. They are part of DEFAULT_TEXTS (./texts.ts) and live apart so the
 * browser code that lists cars (search page, similar cars) carries these few strings, not every
 * message of the site: the search page's first-load JavaScript has a 200 KB budget.
 */
export const LISTING_TEXTS = {
  // §2 Vehicle page: the sidebar's view count
  viewsCount: '{count} views',
  viewsCountOne: '{count} view',

  // §2 Search page
  searchEmptyTitle: 'No Results Available',
  searchEmptyText: 'No results found for your search at this time. Please try adjusting the filters for more results.',

  // §2 Vehicle card button for unavailable cars; §4 sold notice
  findMeSomethingSimilar: 'Find Me Something Similar',
  soldNoticeTitle: 'SOLD',
  // §4 Sold notice (platform wording)
  soldNoticeText: 'This vehicle has recently been sold. Let us find you a similar one.',

  // §4 Card tags
  tagSold: 'SOLD',
  tagReserved: 'RESERVED',
  tagReservedSoft: 'Reserved',
  tagComingSoon: 'COMING SOON',
  // §4 Card tags (platform wording)
  tagNew: 'New Arrival', // the spec's "configured new label" when none is configured
  tagElectric: 'Electric',
  tagHybrid: 'Hybrid',
  tagToyotaCertified: 'Toyota Certified Pre-Owned', // alt text of the badge image

  // §4 Price display
  noPriceText: 'Enquire for price.',
  preorder: 'PREORDER',

  // §5 Finance line and calculator
  enquireForFinance: 'Enquire for Finance',
  frequencyWeekly: 'Weekly',
  frequencyFortnightly: 'Fortnightly',
  frequencyMonthly: 'Monthly',
  purchasePriceRange: 'Cannot be less than {min} or more than {max}',
} as const

export type ListingTexts = { readonly [K in keyof typeof LISTING_TEXTS]: string }
