'use client'

import { useEffect, useRef } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'

import { trackEventLater } from '@/features/analytics/client'
import { hasShopperSession } from '@/features/accounts/client'
import { hasSavedCars } from '@/features/compare-and-favourites/client'
import { holdActions, type HeldActions } from '@/components/held-actions'
import { resultCount } from '@/domain/result-count'

import { showPlaceholderForBrokenPhotos } from './CarImage'
import type { StockSearchProps } from './StockSearchView.client'
import { ServerStockSearchView } from '@/features/search/page/server-stock-search-view'

// The server renders the view into the page; in the browser this is null and the view loads, with
// InstantSearch, when it is wanted. Imported by this exact path: next.config.mjs swaps it by that name.
const ServerView: typeof ServerStockSearchView | null = ServerStockSearchView
const loadLiveView = () => import('./StockSearchView.client').then((module) => module.StockSearchView)

function firstResultCount({ initialResults, indexName }: StockSearchProps): number {
  const raw = initialResults[indexName]?.results?.[0] as { nbHits?: number; facets?: Record<string, Record<string, number>> } | undefined
  return resultCount({ nbHits: raw?.nbHits ?? 0, facets: raw?.facets })
}

/** Whether the view must be live at once: a carousel moves, and saved cars, a compare list or a signed-in shopper's hearts show. */
const wantedAtOnce = (props: StockSearchProps) => props.layout.carousel || hasSavedCars() || hasShopperSession()

/**
 * The stock search page (spec §2). Its first paint needs no script: the results, filters and counts
 * are the server's HTML, which the page's own hydration leaves alone (an element React only knows by
 * its innerHTML). The view hydrates there, as a root of its own, on the shopper's first pointer,
 * touch, focus or key inside it; what they did meanwhile is done again once it is live. Arriving by
 * a client-side navigation (no server HTML), it renders at once.
 */
export function StockSearch(props: StockSearchProps) {
  const container = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = container.current!
    let live: Root | null = null
    let stopped = false
    const serverHtml = element.firstChild !== null
    const goLive = () =>
      loadLiveView().then(
        (StockSearchView) => {
          if (stopped) return
          const view = <StockSearchView {...props} onLive={() => held.replay()} />
          if (serverHtml) live = hydrateRoot(element, view)
          else (live = createRoot(element)).render(view)
        },
        () => {
          if (stopped) return
          // The code did not load (connection dropped, or a new release replaced it), and the bundler
          // keeps that failure for the page's life: the page is loaded again, at once with nothing on
          // screen (a client-side navigation), else on the shopper's next touch (what was held is dropped).
          const loadPageAgain = () => window.location.assign(window.location.href)
          if (!serverHtml) return loadPageAgain()
          held.stop()
          held = holdActions(element, loadPageAgain)
        },
      )
    let held: HeldActions = holdActions(element, goLive)
    const stopPlaceholders = showPlaceholderForBrokenPhotos(element)
    if (!serverHtml || wantedAtOnce(props)) held.start()
    // Spec §7 event 49 for the first results; the live view reports the searches after them.
    trackEventLater('searchView', { pageType: 'search', resultCount: firstResultCount(props) })
    return () => {
      stopped = true
      held.stop()
      stopPlaceholders()
      // Not while React is committing this page's change.
      setTimeout(() => live?.unmount())
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the view owns its state once live; the page remounts it for new props
  }, [])

  if (ServerView)
    return (
      <div ref={container}>
        <ServerView {...props} />
      </div>
    )
  return <div ref={container} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
}
