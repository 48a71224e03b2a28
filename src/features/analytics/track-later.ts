import type { EventContext, SpecEvent } from './events'

/**
 * trackEvent, with the analytics code (event table, sinks) loaded in its own chunk on first use
 * instead of in the page's first-load script. For events that do not lead away from the page (a
 * search view, a favourite added): the event goes out a moment later, and the search page's
 * first-load JavaScript stays inside its budget. Failures only warn (spec §8).
 */
export function trackEventLater(name: SpecEvent, context?: EventContext): void {
  import('./track').then(
    ({ trackEvent }) => trackEvent(name, context),
    (error: unknown) => console.warn('[analytics] could not load', name, error),
  )
}
