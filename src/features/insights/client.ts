export { insightsAttribution, type InsightsAttribution } from './attribution'
export { recordSearch, recordStep } from './record-later'
