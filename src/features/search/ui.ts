export { ComparePage } from './compare/ComparePage'
export { StockSearch } from './page/StockSearch.client'
export { StockCardGrid } from './stock-cards/StockCardGrid'
export { HeaderSearch } from './suggest/HeaderSearch'
