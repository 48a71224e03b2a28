import { describe, expect, it } from 'vitest'

import { readSiteFeatures, SITE_FEATURE_DEFAULTS } from './site-features'

describe('per-site feature switches (spec §1: behaviour switched per site)', () => {
  it('gives a new site every default', () => {
    expect(readSiteFeatures({})).toEqual(SITE_FEATURE_DEFAULTS)
    expect(readSiteFeatures(null)).toEqual(SITE_FEATURE_DEFAULTS)
  })

  it('treats values Payload stores as null as unset', () => {
    expect(readSiteFeatures({ features: { soldCarDays: null, phoneMasking: null, promoPositions: null } })).toEqual(SITE_FEATURE_DEFAULTS)
  })

  it("keeps a site's own settings and reads the grid column select as a number", () => {
    const features = readSiteFeatures({ features: { searchGridColumns: '4', promoPositions: [5, 10], headerPhoneVisible: false, defaultFinanceTermYears: 5 } })
    expect(features).toMatchObject({ searchGridColumns: 4, promoPositions: [5, 10], headerPhoneVisible: false, defaultFinanceTermYears: 5, soldCarDays: 3 })
  })

  it('§2: reads the search filters a marketer set, labelling unlabelled ones; an empty list or button set means the defaults', () => {
    const features = readSiteFeatures({
      features: {
        searchFilters: [
          { attribute: 'item_type', display: 'menu', label: null, sort: null },
          { attribute: 'make', label: 'Brand', display: null, sort: 'name' },
        ],
        cardButtons: [],
      },
    })
    expect(features.searchFilters).toEqual([
      { attribute: 'item_type', label: 'Vehicle type', display: 'menu', sort: 'count' },
      { attribute: 'make', label: 'Brand', display: 'dropdown', sort: 'name' },
    ])
    expect(features.cardButtons).toEqual(['enquire-now', 'view-details'])
    expect(readSiteFeatures({ features: { searchFilters: [] } }).searchFilters).toEqual(SITE_FEATURE_DEFAULTS.searchFilters)
  })

  it('§5, §9: location reviews show from an average of 4 unless the site sets its own minimum or hides them', () => {
    expect(readSiteFeatures({})).toMatchObject({ reviewsMinimumRating: 4, hideReviews: false })
    expect(readSiteFeatures({ features: { reviewsMinimumRating: 4.5, hideReviews: true } })).toMatchObject({ reviewsMinimumRating: 4.5, hideReviews: true })
    expect(() => readSiteFeatures({ features: { reviewsMinimumRating: 6 } })).toThrow()
  })

  it('refuses values outside the allowed range', () => {
    expect(() => readSiteFeatures({ features: { searchFilters: [{ attribute: 'not_a_facet' }] } })).toThrow()
    expect(() => readSiteFeatures({ features: { cardButtons: ['launch-rocket'] } })).toThrow()
    expect(() => readSiteFeatures({ features: { clearFiltersPath: 'https://elsewhere.example' } })).toThrow()
    expect(() => readSiteFeatures({ features: { soldCarDays: 30 } })).toThrow()
    expect(() => readSiteFeatures({ features: { defaultFinanceTermYears: 5.25 } })).toThrow()
  })

  it('a site whose cards offer Reserve Now or Buy Online gets them on the vehicle page too, unless it picked its own buttons (issue 41 item 2)', () => {
    expect(readSiteFeatures({ features: { cardButtons: ['enquire', 'reserve'] } }).vehicleButtons).toContain('reserve')
    expect(readSiteFeatures({ features: { cardButtons: ['buy-online'] }, checkout: { buyOnline: true } }).vehicleButtons).toEqual(
      expect.arrayContaining(['reserve', 'online-purchase']),
    )
    expect(readSiteFeatures({ features: { cardButtons: ['reserve'], vehicleButtons: ['enquire', 'call'] } }).vehicleButtons).toEqual(['enquire', 'call'])
    expect(readSiteFeatures({}).vehicleButtons).not.toContain('reserve')
  })
})
