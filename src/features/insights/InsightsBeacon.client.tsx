'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { whenPageSettled } from '@/components/later-island.client'

/**
 * Counts each page view for marketer insights (issue 44) and watches the page's promos and blocks;
 * the site layout renders it on every page. The beacon loads once the page has loaded and the browser
 * is idle, so it never competes with the page's own first paint or scripts, and it waits for a
 * prerendered page to be shown.
 */
export function InsightsBeacon() {
  const pathname = usePathname()
  useEffect(() => {
    whenPageSettled()
      .then(() => import('./beacon'))
      .then(
        ({ recordPageView, watchPromosAndBlocks }) => {
          recordPageView(new URL(window.location.href))
          watchPromosAndBlocks()
        },
        () => undefined, // a chunk that did not load (a dropped connection, a new release) costs the shopper nothing
      )
  }, [pathname])
  return null
}
