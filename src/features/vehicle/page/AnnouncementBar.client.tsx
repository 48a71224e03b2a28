'use client'

import { useState, useSyncExternalStore } from 'react'

const STORAGE_KEY = 'announcement-dismissed'

function dismissedText(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY)
  } catch {
    return null // storage can be blocked; the bar then simply shows
  }
}
const noSubscription = () => () => {}

/** The site's announcement (spec §2), dismissible; a dismissed text stays hidden until the text changes. */
export function AnnouncementBar({ text, href, linkLabel }: { text: string; href?: string | null; linkLabel?: string | null }) {
  // The server renders the bar; the browser hides it at once if this text was dismissed before.
  const dismissedBefore = useSyncExternalStore(
    noSubscription,
    () => dismissedText() === text,
    () => false,
  )
  const [dismissed, setDismissed] = useState(false)
  if (dismissed || dismissedBefore) return null
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
