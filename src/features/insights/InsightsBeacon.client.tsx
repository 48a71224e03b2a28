'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Counts each page view for marketer insights (issue 44) and watches the page's promos and blocks;
 * the site layout renders it on every page. The beacon loads after the page, so no page's first-load
 * script pays for it, and it waits for a prerendered page to be shown.
 */
export function InsightsBeacon() {
  const pathname = usePathname()
  useEffect(() => {
    import('./beacon').then(
      ({ recordPageView, watchPromosAndBlocks }) => {
        recordPageView(new URL(window.location.href))
        watchPromosAndBlocks()
      },
      () => undefined, // a chunk that did not load (a dropped connection, a new release) costs the shopper nothing
    )
  }, [pathname])
  return null
}
