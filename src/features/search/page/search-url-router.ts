import type { Router } from 'instantsearch.js'

import type { SearchUiState } from '@/domain/search-state'

/** How long the URL waits for typing or dragging to settle before it records a step in history. */
const WRITE_DELAY_MS = 400

/**
 * InstantSearch's router for the search page: the URL is the state (spec §2), written through the
 * shared route module. Written here rather than using InstantSearch's history router, which bundles
 * the `qs` query-string library (about 14 KB gzipped) that our own URL format does not need.
 */
export function searchUrlRouter({
  parse,
  href,
  serverUrl,
}: {
  parse: (url: URL) => SearchUiState
  href: (state: SearchUiState) => string
  serverUrl: string
}): Router<SearchUiState> {
  let pending: ReturnType<typeof setTimeout> | undefined
  let onPopState: (() => void) | undefined
  // InstantSearch also starts its router while rendering on the server, where there is no window.
  const inBrowser = typeof window !== 'undefined'
  const here = () => `${window.location.pathname}${window.location.search}`
  return {
    $$type: 'dealer-platform.search-url',
    read: () => parse(inBrowser ? new URL(window.location.href) : new URL(serverUrl)),
    write(route) {
      if (!inBrowser) return
      clearTimeout(pending)
      pending = setTimeout(() => {
        const url = href(route)
        // Back/forward lands on a URL that already says this; writing it again would break forward.
        if (url !== here()) window.history.pushState(null, '', url)
      }, WRITE_DELAY_MS)
    },
    createURL: (state) => href(state),
    onUpdate(callback) {
      if (!inBrowser) return
      onPopState = () => {
        clearTimeout(pending)
        callback(parse(new URL(window.location.href)))
      }
      window.addEventListener('popstate', onPopState)
    },
    dispose() {
      clearTimeout(pending)
      if (inBrowser && onPopState) window.removeEventListener('popstate', onPopState)
    },
  }
}
