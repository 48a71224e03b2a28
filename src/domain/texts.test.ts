import { describe, expect, it } from 'vitest'

import { DEFAULT_TEXTS, fillText, resolveTexts } from './texts'

describe('shopper-facing texts, word for word (spec §2, §4, §5, §8)', () => {
  it('quotes the error catalogue exactly (spec §8)', () => {
    expect(DEFAULT_TEXTS.postcodeRequired).toBe('Please enter a postcode.')
    expect(DEFAULT_TEXTS.deliveryUnavailable).toBe("Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.")
    expect(DEFAULT_TEXTS.postcodeNotFound).toBe('Invalid postcode')
    expect(DEFAULT_TEXTS.postcodeInvalidFormat).toBe('Invalid postcode. Please enter a 4-digit number.')
    expect(DEFAULT_TEXTS.termsRequired).toBe('*You must agree to the terms of use before submitting.')
    expect(DEFAULT_TEXTS.termsRequiredForm).toBe('You must agree to the terms of use before submitting the form.')
    expect(DEFAULT_TEXTS.formSubmitError).toBe('An error occurred when submitting this form')
    expect(DEFAULT_TEXTS.unexpectedError).toBe('An unexpected error occured.')
    expect(DEFAULT_TEXTS.priceComparisonNoData).toBe('No data returned')
    expect(DEFAULT_TEXTS.enquireForFinance).toBe('Enquire for Finance')
  })

  it('quotes the empty search, sold, comments, finance banner and toast texts (spec §2, §4, §5)', () => {
    expect(DEFAULT_TEXTS.searchEmptyTitle).toBe('No Results Available')
    expect(DEFAULT_TEXTS.searchEmptyText).toBe('No results found for your search at this time. Please try adjusting the filters for more results.')
    expect(DEFAULT_TEXTS.findMeSomethingSimilar).toBe('Find Me Something Similar')
    expect(DEFAULT_TEXTS.dealerCommentsPending).toBe('Dealer comments are pending. Please check back here later.')
    expect(DEFAULT_TEXTS.financeBannerTitle).toBe('Finance Available For This Vehicle!')
    expect(DEFAULT_TEXTS.financeBannerLink).toBe('Get Finance Now')
    expect(DEFAULT_TEXTS.toastSavedTitle).toBe('Car Saved In Watchlist')
    expect(DEFAULT_TEXTS.toastRemovedTitle).toBe('Car Removed')
    expect(DEFAULT_TEXTS.noPriceText).toBe('Enquire for price.')
    expect(DEFAULT_TEXTS.formErrorsHeading).toBe('Please fix the following errors:')
    expect(DEFAULT_TEXTS.searchLocationsPlaceholder).toBe('Search locations...')
  })

  it('has no empty entries and no stray whitespace', () => {
    for (const [key, text] of Object.entries(DEFAULT_TEXTS)) {
      expect(text.trim(), key).not.toBe('')
      if (key !== 'kmsSuffix') expect(text, key).toBe(text.trim())
    }
  })
})

describe('resolveTexts: a site overrides the catalogue (spec §1 white-label)', () => {
  it('returns the defaults without overrides', () => {
    expect(resolveTexts()).toEqual(DEFAULT_TEXTS)
  })

  it('replaces only the given entries and ignores undefined and unknown keys', () => {
    const texts = resolveTexts({ noPriceText: 'Call for price', tagNew: undefined, ...({ notAKey: 'x' } as object) })
    expect(texts.noPriceText).toBe('Call for price')
    expect(texts.tagNew).toBe(DEFAULT_TEXTS.tagNew)
    expect('notAKey' in texts).toBe(false)
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
