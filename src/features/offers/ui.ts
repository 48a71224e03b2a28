export { EndOfFinancialYearTile } from './EndOfFinancialYearTile'
export { SpecialOffersPage } from './SpecialOffersPage'
export { OfferCard, OfferList } from './OfferCard'
