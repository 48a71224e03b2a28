import { ascEventFor, specEventFor, type AnalyticsEvent, type EventContext, type SpecEvent } from './events'

/**
 * The browser's analytics sender: every tracked event goes out twice, as the spec's own event (name
 * and id) and as its ASC GA4 event, to each configured sink. It loads no script itself: the Google tag
 * is loaded by the site when it has a GA4 measurement id. A failing sink only warns (spec §8).
 */
export type AnalyticsSink = (event: AnalyticsEvent) => void

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void
    dataLayer?: unknown[]
  }
}

/** Queues a call the way Google's snippet does: gtag.js reads Arguments objects from dataLayer. */
function queueGtagCall(_command: 'event', _name: string, _params: object) {
  // eslint-disable-next-line prefer-rest-params -- gtag.js ignores plain arrays; it needs `arguments`
  ;(window.dataLayer ??= []).push(arguments)
}

/** The Google tag: window.gtag when loaded, else queued on window.dataLayer for when it loads. */
export const gtagSink: AnalyticsSink = ({ name, params }) => {
  if (typeof window === 'undefined') return
  if (typeof window.gtag === 'function') window.gtag('event', name, params)
  else queueGtagCall('event', name, params)
}

export const consoleSink: AnalyticsSink = ({ name, params }) => console.debug('[analytics]', name, params)

export interface AnalyticsConfig {
  /** The site's GA4 measurement id: events go to the Google tag when there is one. */
  measurementId?: string | null
  /** Also log every event to the console; on by default when there is no measurement id. */
  debug?: boolean
  /** Extra sinks (tests, another tag). */
  sinks?: AnalyticsSink[]
}

/** Set by configureAnalytics, else worked out from the page on the first event. */
let sinks: AnalyticsSink[] | null = null

export function configureAnalytics({ measurementId, debug = !measurementId, sinks: extra = [] }: AnalyticsConfig = {}) {
  sinks = [...(measurementId ? [gtagSink] : []), ...(debug ? [consoleSink] : []), ...extra]
}

/**
 * The page says which Google tag it loaded (`data-ga-measurement-id`, written by the site layout),
 * so no client component has to pass it in: analytics costs pages nothing until an event is sent.
 */
export const MEASUREMENT_ID_ATTRIBUTE = 'data-ga-measurement-id'

function pageSinks(): AnalyticsSink[] {
  if (!sinks) {
    const measurementId =
      typeof document === 'undefined' ? null : document.querySelector(`[${MEASUREMENT_ID_ATTRIBUTE}]`)?.getAttribute(MEASUREMENT_ID_ATTRIBUTE)
    configureAnalytics({ measurementId })
  }
  return sinks!
}

/** Sends a spec event and its ASC event to every sink; never throws. */
export function trackEvent(name: SpecEvent, context: EventContext = {}) {
  let events: AnalyticsEvent[]
  try {
    events = [specEventFor(name, context), ascEventFor(name, context)]
  } catch (error) {
    console.warn('[analytics] could not build event', name, error)
    return
  }
  for (const sink of pageSinks()) {
    for (const event of events) {
      try {
        sink(event)
      } catch (error) {
        console.warn('[analytics] sink failed for', event.name, error)
      }
    }
  }
}
