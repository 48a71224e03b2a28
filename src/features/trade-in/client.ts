export { parseStoredTradeInValuation, storedTradeInValuationText, type StoredTradeInValuation } from './flow/trade-in-progress'
