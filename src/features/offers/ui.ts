export { EndOfFinancialYearTile } from './EndOfFinancialYearTile'
export { SpecialOffersPage } from './SpecialOffersPage'
export { OfferCard } from './OfferCard'
