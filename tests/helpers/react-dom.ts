import { act, type ReactElement, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { prerender } from 'react-dom/static'
import { afterEach, beforeEach, vi } from 'vitest'

import type { AnalyticsEvent } from '@/features/analytics/events'
import { configureAnalytics } from '@/features/analytics/track'

/**
 * Component tests under happy-dom: a fresh React root in a fresh container for each test, unmounted
 * afterwards with every stubbed global and mock restored. Call once at the top of a test file.
 */
export function reactTestRoot() {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  let container: HTMLElement | null = null
  let root: Root | null = null
  beforeEach(() => {
    container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
  })
  afterEach(() => {
    act(() => root?.unmount())
    container?.remove()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })
  return {
    get container(): HTMLElement {
      return container!
    },
    get root(): Root {
      return root!
    },
    render: (element: ReactElement) => act(() => root!.render(element)),
  }
}

/** The analytics events sent during each test (the sinks are replaced before each one). */
export function recordedAnalytics(): AnalyticsEvent[] {
  const events: AnalyticsEvent[] = []
  beforeEach(() => {
    events.length = 0
    configureAnalytics({ debug: false, sinks: [(event) => events.push(event)] })
  })
  return events
}

/** A fetch that holds every call until the test settles it with a response or an error. */
export function pendingFetch() {
  const calls: Array<{ url: string; init?: RequestInit; settle: (response: Response | Error) => void }> = []
  vi.stubGlobal(
    'fetch',
    (url: string, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => calls.push({ url, init, settle: (r) => (r instanceof Error ? reject(r) : resolve(r)) })),
  )
  return calls
}

/**
 * The HTML the server sends for `element`, once every part it waits for has rendered: a block's
 * client parts load as their own chunks (next/dynamic, later islands), which a synchronous
 * renderToStaticMarkup would leave as their fallbacks.
 */
export async function serverMarkup(element: ReactNode): Promise<string> {
  const { prelude } = await prerender(element)
  return new Response(prelude).text()
}
