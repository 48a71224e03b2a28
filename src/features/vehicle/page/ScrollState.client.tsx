'use client'

import { useEffect } from 'react'

/** Spec §9: the sticky header appears from 500 px of scroll; the sidebar bar takes its opened look past 900 px. */
export const STICKY_HEADER_FROM_PX = 500
export const OPENED_BAR_FROM_PX = 900

/**
 * Marks the page with how far it has scrolled (data-scrolled="500" / "900") so CSS shows the sticky
 * header and opens the call-to-action bar: both are server-rendered, and this is their only script.
 */
export function ScrollState({ targetId }: { targetId: string }) {
  useEffect(() => {
    const target = document.getElementById(targetId)
    if (!target) return
    let frame = 0
    const update = () => {
      frame = 0
      const y = window.scrollY
      const state = y > OPENED_BAR_FROM_PX ? 'opened' : y >= STICKY_HEADER_FROM_PX ? 'sticky' : 'top'
      if (target.dataset.scrolled !== state) target.dataset.scrolled = state
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      if (frame) cancelAnimationFrame(frame)
    }
  }, [targetId])
  return null
}
