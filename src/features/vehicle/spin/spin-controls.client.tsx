'use client'

import { useCallback, useEffect, useState, type RefObject } from 'react'

/**
 * Pieces the spin and interior viewers share: hotspot buttons with their description popovers,
 * and full screen through the Fullscreen API (or a fixed, full-window class where it is missing).
 */
export interface PlacedHotspot {
  key: string
  description: string
  /** Position in the viewer, as fractions of its width and height. */
  left: number
  top: number
}

export interface HotspotLayerProps {
  spots: PlacedHotspot[]
  /** The open hotspot's key; the viewer owns it so that Escape and dragging can close it. */
  open: string | null
  onToggle: (key: string) => void
  onClose: (key: string) => void
  idPrefix: string
  closeLabel: string
  buttonRefs: RefObject<Map<string, HTMLButtonElement>>
}

/** Each hotspot is a button named by its description; its popover follows it, so Tab reaches the Close button next. */
export function HotspotLayer({ spots, open, onToggle, onClose, idPrefix, closeLabel, buttonRefs }: HotspotLayerProps) {
  return spots.map((spot) => {
    const id = `${idPrefix}-${spot.key}`
    const isOpen = open === spot.key
    return (
      <div
        key={spot.key}
        className={`spin-hotspot${spot.left > 0.6 ? ' spin-hotspot--end' : ''}${spot.top > 0.6 ? ' spin-hotspot--above' : ''}`}
        style={{ left: `${spot.left * 100}%`, top: `${spot.top * 100}%` }}
      >
        <button
          type="button"
          className="spin-hotspot__button"
          aria-label={spot.description}
          aria-expanded={isOpen}
          aria-controls={id}
          onClick={() => onToggle(spot.key)}
          ref={(button) => {
            if (button) buttonRefs.current.set(spot.key, button)
            else buttonRefs.current.delete(spot.key)
          }}
        >
          <span aria-hidden="true">+</span>
        </button>
        <div id={id} className="spin-hotspot__popover" hidden={!isOpen}>
          <p>{spot.description}</p>
          <button type="button" className="spin-hotspot__close" onClick={() => onClose(spot.key)}>
            {closeLabel}
          </button>
        </div>
      </div>
    )
  })
}

/** Full screen for an element: the Fullscreen API where there is one, else a class that fills the window. */
export function useFullscreen(ref: RefObject<HTMLElement | null>) {
  const [native, setNative] = useState(false)
  const [fallback, setFallback] = useState(false)

  useEffect(() => {
    const sync = () => setNative(ref.current !== null && document.fullscreenElement === ref.current)
    document.addEventListener('fullscreenchange', sync)
    return () => document.removeEventListener('fullscreenchange', sync)
  }, [ref])

  // The fallback has no browser Escape of its own.
  useEffect(() => {
    if (!fallback) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) setFallback(false)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [fallback])

  const toggle = useCallback(() => {
    const element = ref.current
    if (!element) return
    if (document.fullscreenElement === element) {
      void document.exitFullscreen().catch(() => undefined)
    } else if (fallback) {
      setFallback(false)
    } else if (document.fullscreenEnabled && typeof element.requestFullscreen === 'function') {
      element.requestFullscreen().catch(() => setFallback(true))
    } else {
      setFallback(true)
    }
  }, [ref, fallback])

  return { active: native || fallback, fallback, toggle }
}
