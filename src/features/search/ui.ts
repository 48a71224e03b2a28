export { StockSearchView } from './page/StockSearchView.client'
