export { insightsAttributionLater } from './attribution-later'
export type { InsightsAttribution } from './attribution'
export { recordSearch, recordStep } from './record-later'
