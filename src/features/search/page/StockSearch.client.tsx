'use client'

import { useEffect, useRef, useState } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'

import { trackEventLater } from '@/features/analytics/client'
import { recordSearch } from '@/features/insights/client'
import { hasSavedCars, hasShopperSession } from '@/features/compare-and-favourites/client'
import { holdActions, type HeldActions } from '@/components/held-actions'

import { showPlaceholderForBrokenPhotos } from './CarImage'
import { SearchError } from './SearchError'
import type { SentStockSearchSetup } from './StockSearchView.client'
import { ServerStockSearchView } from '@/features/search/page/server-stock-search-view'

// The server renders the view into the page; in the browser this is null and the view loads, with
// InstantSearch, when it is wanted. Imported by this exact path: next.config.mjs swaps it by that name.
const ServerView: typeof ServerStockSearchView | null = ServerStockSearchView
/** The result count the server's HTML shows (ResultCount). */
const shownResultCount = (element: HTMLElement) => Number(element.querySelector<HTMLElement>('[data-result-count]')?.dataset.resultCount ?? 0)

/** Whether the view must be live at once: a carousel moves, and saved cars, a compare list or a signed-in shopper's hearts show. */
const wantedAtOnce = (setup: SentStockSearchSetup) => setup.layout.carousel || hasSavedCars() || hasShopperSession()

/**
 * The stock search page (spec §2). Its first paint needs no script: the results, filters and counts
 * are the server's HTML, which the page's own hydration leaves alone (an element React only knows by
 * its innerHTML). The view hydrates there, as a root of its own, on the shopper's first pointer,
 * touch, focus or key inside it, once it has asked where the view starts (vocabulary and first
 * results: the page does not carry them); what they did meanwhile is done again once it is live.
 * Arriving by a client-side navigation (no server HTML), it asks at once, renders and searches.
 */
export function StockSearch(props: SentStockSearchSetup) {
  const container = useRef<HTMLDivElement>(null)
  // Set while where the view starts could not be fetched: what the shopper did stays held until Retry works.
  const [startFailed, setStartFailed] = useState<{ retry: () => void; retrying: boolean } | null>(null)

  useEffect(() => {
    const element = container.current!
    let live: Root | null = null
    let stopped = false
    const serverHtml = element.firstChild !== null
    // The code did not load (connection dropped, or a new release replaced it), and the bundler keeps
    // that failure for the page's life: the page is loaded again, at once with nothing on screen (a
    // client-side navigation), else on the shopper's next touch (what was held is dropped).
    const codeDidNotLoad = () => {
      const loadPageAgain = () => window.location.assign(window.location.href)
      if (!serverHtml) return loadPageAgain()
      held.stop()
      held = holdActions(element, loadPageAgain)
    }
    const goLive = async () => {
      const liveView = await import('./live-view').catch(() => null)
      if (stopped) return
      if (!liveView) return codeDidNotLoad()
      const setup = liveView.receivedSetup(props)
      const start = await liveView.browserViewStart(setup).catch(() => null)
      if (stopped) return
      if (!start) {
        const retry = () => {
          setStartFailed({ retry, retrying: true })
          void goLive()
        }
        return setStartFailed({ retry, retrying: false })
      }
      setStartFailed(null)
      const view = <liveView.StockSearchView {...setup} {...start} reportFirstView={!serverHtml} onLive={() => held.replay()} />
      if (serverHtml) live = hydrateRoot(element, view)
      else (live = createRoot(element)).render(view)
    }
    let held: HeldActions = holdActions(element, () => void goLive())
    const stopPlaceholders = showPlaceholderForBrokenPhotos(element)
    if (!serverHtml || wantedAtOnce(props)) held.start()
    // Spec §7 event 49 (and the insights' search) for the results in the server's HTML; the live view reports its own searches.
    if (serverHtml) {
      const { query, refinementList, range } = props.initialUiState
      trackEventLater('searchView', { pageType: 'search', resultCount: shownResultCount(element) })
      recordSearch({ query, filters: { ...refinementList, ...range }, resultCount: shownResultCount(element) })
    }
    return () => {
      stopped = true
      held.stop()
      stopPlaceholders()
      // Not while React is committing this page's change.
      setTimeout(() => live?.unmount())
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the view owns its state once live; the page remounts it for new props
  }, [])

  return (
    <>
      {startFailed ? <SearchError onRetry={startFailed.retry} retrying={startFailed.retrying} /> : null}
      {ServerView ? (
        <div ref={container}>
          <ServerView {...props} />
        </div>
      ) : (
        <div ref={container} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
      )}
    </>
  )
}
