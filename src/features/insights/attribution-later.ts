import type { InsightsAttribution } from './attribution'

/**
 * insightsAttribution, with its code and the insights rules loaded by the submit that sends it
 * rather than with a form's page (issue 42). A chunk that did not load sends no attribution, never
 * stops the submit.
 */
export function insightsAttributionLater(): Promise<InsightsAttribution> {
  return import('./attribution').then(
    ({ insightsAttribution }) => insightsAttribution(),
    () => ({}),
  )
}
