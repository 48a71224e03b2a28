import { describe, expect, it } from 'vitest'

import { DEFAULT_TEXTS, fillText, type Texts } from './texts'

describe('shopper-facing texts, word for word (spec §2, §4, §5, §8)', () => {
  // The spec's own words, by where it quotes them.
  const QUOTED: Record<string, Partial<Texts>> = {
    'the error catalogue (spec §8)': {
      postcodeRequired: 'Please enter a postcode.',
      deliveryUnavailable: "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
      postcodeNotFound: 'Invalid postcode',
      postcodeInvalidFormat: 'Invalid postcode. Please enter a 4-digit number.',
      termsRequired: '*You must agree to the terms of use before submitting.',
      termsRequiredForm: 'You must agree to the terms of use before submitting the form.',
      formSubmitError: 'An error occurred when submitting this form',
      unexpectedError: 'An unexpected error occured.',
      priceComparisonNoData: 'No data returned',
      enquireForFinance: 'Enquire for Finance',
    },
    'the empty search, sold, comments, finance banner and toast texts (spec §2, §4, §5)': {
      searchEmptyTitle: 'No Results Available',
      searchEmptyText: 'No results found for your search at this time. Please try adjusting the filters for more results.',
      findMeSomethingSimilar: 'Find Me Something Similar',
      dealerCommentsPending: 'Dealer comments are pending. Please check back here later.',
      financeBannerTitle: 'Finance Available For This Vehicle!',
      financeBannerLink: 'Get Finance Now',
      toastSavedTitle: 'Car Saved In Watchlist',
      toastRemovedTitle: 'Car Removed',
      noPriceText: 'Enquire for price.',
      formErrorsHeading: 'Please fix the following errors:',
      searchLocationsPlaceholder: 'Search locations...',
    },
  }

  it.each(Object.entries(QUOTED))('quotes %s exactly', (_, quoted) => {
    expect(DEFAULT_TEXTS).toMatchObject(quoted)
  })

  it('has no empty entries and no stray whitespace', () => {
    for (const [key, text] of Object.entries(DEFAULT_TEXTS)) {
      expect(text.trim(), key).not.toBe('')
      if (key !== 'kmsSuffix') expect(text, key).toBe(text.trim())
    }
  })
})

describe('fillText placeholders', () => {
  it('fills named placeholders', () => {
    expect(fillText(DEFAULT_TEXTS.contactUsAt, { locationName: 'Harbour City Toyota' })).toBe('Contact Us at Harbour City Toyota')
    expect(fillText(DEFAULT_TEXTS.showMeCars, { count: 12 })).toBe('Show Me 12 cars')
  })

  it('leaves a placeholder without a value visible', () => {
    expect(fillText('Which {model} will you choose?', {})).toBe('Which {model} will you choose?')
  })
})
