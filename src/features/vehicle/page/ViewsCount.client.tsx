'use client'

import { useEffect, useState } from 'react'

import { viewsCountText } from '@/domain/views-count'

export interface ViewsCountProps {
  slug: string
  /** The count the page was rendered with (the feed's views plus views counted so far). */
  initialViews: number
  /** The site shows the count (features.showViewsCount); the view is counted either way. */
  show: boolean
}

/**
 * Counts this page view once on mount (GET /api/cars/{slug}/view.json, spec §7) and shows the
 * answer as "{n} views" when the site shows counts. A failure is only logged: the count stays as rendered.
 */
export function ViewsCount({ slug, initialViews, show }: ViewsCountProps) {
  const [views, setViews] = useState(initialViews)

  useEffect(() => {
    const controller = new AbortController()
    fetch(`/api/cars/${encodeURIComponent(slug)}/view.json`, { cache: 'no-store', signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ views?: unknown }>) : Promise.reject(new Error(`HTTP ${response.status}`))))
      .then((body) => {
        if (typeof body.views === 'number' && Number.isFinite(body.views)) setViews(body.views)
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('[views] could not count the view', error)
      })
    return () => controller.abort()
  }, [slug])

  if (!show) return null
  return <p className="views-count">{viewsCountText(views)}</p>
}
