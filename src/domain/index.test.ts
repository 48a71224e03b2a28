import { describe, expect, it } from 'vitest'

import * as domain from './index'

describe('one index for every rule (issue: "reachable by name from src/domain/index.ts")', () => {
  it.each([
    ['availability (spec §4)', ['isPurchasable', 'isEnquirable', 'isListingVisible', 'soldCutoffTimestamp', 'soldNotice', 'vehicleActions', 'showWatchlistSave']],
    ['card tag (spec §4)', ['cardTag', 'isNewArrival', 'showToyotaCertifiedBadge']],
    ['price display (spec §4)', ['priceDisplay', 'tradeInOfferDifference', 'formatMoney']],
    ['finance (spec §4, §5, §9)', ['calculateRepayment', 'repaymentDisplay', 'weeklyFinanceEstimate', 'financeCalculatorBounds', 'financeCalculatorDefaults', 'clampToRange', 'snapToStep', 'checkPurchasePrice', 'financeBoxEligibility', 'financeEstimateEligibility', 'financeDisclaimer', 'frequencyLabel']],
    ['fuel cost (spec §9)', ['fuelCost', 'fuelConsumptionOf', 'showFuelCalculator', 'fuelKind']],
    ['delivery (spec §5, §8, §9)', ['validatePostcodeField', 'validateDeliveryPostcode', 'postcodeLocation', 'distanceKm', 'deliveryQuote']],
    ['price comparison (spec §4, §5)', ['priceComparisonPanel', 'dealLabel', 'fillBand', 'gaugeFill', 'marketPriceBadge', 'marketAveragePrice']],
    ['opening hours and locations (spec §2, §5)', ['openingHoursSummary', 'hoursOn', 'openNow', 'locationTabType', 'locationTypeTabs', 'locationMatchesQuery', 'sortLocations']],
    ['phone (spec §4, §9)', ['formatPhone', 'maskPhone', 'phoneHref', 'isAustralianMobile']],
    ['text and formats (spec §5, §9)', ['registrationText', 'dealerComments', 'isSpecValueShown', 'visibleSpecRows', 'visibleItems', 'formatDate', 'starDisplay', 'feetToMetres', 'compareBodyTypes', 'makeDisplayName', 'modelDisplayName', 'sortCarTypes']],
    ['other rules (spec §4, §5, §9)', ['similarPriceBand', 'pickSimilarCars', 'isPromoLive', 'promoMatchesCarTypes', 'showPromo', 'showPromoTile', 'salesCounter', 'canEstimateTradeInOnline', 'usedCarReturnEligibility']],
    ['texts (spec §2, §4, §5, §8)', ['resolveTexts', 'fillText']],
  ])('exports the %s rules', (_topic, names) => {
    for (const name of names) expect(typeof (domain as Record<string, unknown>)[name], name).toBe('function')
  })

  it('exports the data tables and constants', () => {
    expect(domain.DEFAULT_TEXTS.noPriceText).toBe('Enquire for price.')
    expect(domain.PROMO_TILES.endOfFinancialYear.until).toBe('2025-06-15T16:00:00+10:00')
    expect(domain.NEW_TAG_WINDOW_DAYS).toBe(8)
    expect(domain.DEFAULT_INCLUDE_SOLD_CARS_DAYS).toBe(3)
  })
})
