export { StockSearchView } from './page/StockSearchView.client'
export { StockCardGrid } from './stock-cards/StockCardGrid'
