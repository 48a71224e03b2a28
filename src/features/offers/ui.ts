export { EndOfFinancialYearTile } from './EndOfFinancialYearTile'
export { SpecialOffersPage } from './SpecialOffersPage'
