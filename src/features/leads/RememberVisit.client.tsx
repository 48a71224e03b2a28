'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Notes each page view for the lead forms' lead_attributes; the site layout renders it on every page.
 * The storage code loads after the page, so no page's first-load script pays for it.
 */
export function RememberVisit() {
  const pathname = usePathname()
  useEffect(() => {
    void import('./shopper-storage').then(({ rememberVisit }) => rememberVisit(new URL(window.location.href)))
  }, [pathname])
  return null
}
