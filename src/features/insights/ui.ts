export { InsightsBeacon } from './InsightsBeacon.client'
export { InsightsStep } from './InsightsStep.client'
