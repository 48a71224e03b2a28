'use client'

import { useEffect, useState } from 'react'

const STORAGE_KEY = 'announcement-dismissed'

/** The site's announcement (spec §2), dismissible; a dismissed text stays hidden until the text changes. */
export function AnnouncementBar({ text, href, linkLabel }: { text: string; href?: string | null; linkLabel?: string | null }) {
  const [dismissed, setDismissed] = useState(false)
  useEffect(() => {
    try {
      if (window.localStorage.getItem(STORAGE_KEY) === text) setDismissed(true)
    } catch {
      // Storage can be blocked; the bar then simply shows.
    }
  }, [text])
  if (dismissed) return null
  return (
    <aside className="announcement-bar" aria-label="Announcement">
      <p>
        {text}
        {href ? (
          <>
            {' '}
            <a href={href}>{linkLabel || 'Find out more'}</a>
          </>
        ) : null}
      </p>
      <button
        type="button"
        className="announcement-bar__close"
        aria-label="Dismiss announcement"
        onClick={() => {
          setDismissed(true)
          try {
            window.localStorage.setItem(STORAGE_KEY, text)
          } catch {
            // Dismissed for this page view only.
          }
        }}
      >
        ×
      </button>
    </aside>
  )
}
