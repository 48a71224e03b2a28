'use client'

import { useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type PointerEvent, type RefObject } from 'react'

import type { HotspotLayerProps } from './spin-controls.client'

export interface ViewerStageOptions {
  /** What the stage's slider says: its name, range, current value and that value in words. */
  slider: { label: string; min: number; max: number; now: number; text: string }
  /** Where the stage is: the spin's frame, or the panorama's offset. */
  at: number
  /** Shows `next`; the viewer wraps it round the turn. */
  moveTo: (next: number) => void
  /** Where dragging dx px from `from` leads. */
  afterDrag: (from: number, dx: number) => number
  /** Where each key the stage answers to takes it from `at`. */
  keyMoves: Readonly<Record<string, number>>
  /** The shopper's first drag, key or hotspot (the spin stops turning by itself). */
  onInteract?: () => void
}

/**
 * The spin's and the interior's stage, one way for both: a focusable slider that dragging and the keys
 * in `keyMoves` move, closing the open hotspot description; one description is open at a time; its
 * Close button or Escape shuts it and puts focus back on its hotspot. Spread `stage` on the stage
 * element and `hotspotLayer` on the HotspotLayer.
 */
export function useViewerStage(root: RefObject<HTMLElement | null>, { slider, at, moveTo, afterDrag, keyMoves, onInteract }: ViewerStageOptions) {
  const [open, setOpen] = useState<string | null>(null)
  const buttonRefs = useRef(new Map<string, HTMLButtonElement>())
  const idPrefix = `${useId()}-hotspot`

  const interact = () => {
    onInteract?.()
    setOpen(null)
  }
  const onClose = (key: string) => {
    setOpen(null)
    buttonRefs.current.get(key)?.focus()
  }
  const onToggle = (key: string) => {
    onInteract?.()
    setOpen((current) => (current === key ? null : key))
  }
  useEscapeClosesHotspot(root, open, onClose)

  const drag = useHorizontalDrag(
    () => {
      interact()
      return at
    },
    (from, dx) => moveTo(afterDrag(from, dx)),
  )
  const onKeyDown = (event: ReactKeyboardEvent<HTMLElement>) => {
    if (!(event.key in keyMoves)) return
    event.preventDefault()
    interact()
    moveTo(keyMoves[event.key]!)
  }

  const hotspotLayer: Omit<HotspotLayerProps, 'spots' | 'closeLabel'> = { open, onToggle, onClose, idPrefix, buttonRefs }
  const stage = {
    role: 'slider',
    tabIndex: 0,
    'aria-label': slider.label,
    'aria-valuemin': slider.min,
    'aria-valuemax': slider.max,
    'aria-valuenow': slider.now,
    'aria-valuetext': slider.text,
    onKeyDown,
    ...drag,
  } as const
  return { stage, hotspotLayer }
}

/**
 * Escape inside the viewer closes the open hotspot description and puts focus back on its button;
 * it is marked handled, so the same Escape does not also leave the fallback full screen.
 */
function useEscapeClosesHotspot(ref: RefObject<HTMLElement | null>, open: string | null, close: (key: string) => void) {
  const latest = useRef(close)
  useEffect(() => {
    latest.current = close
  })
  useEffect(() => {
    const element = ref.current
    if (!element || open === null) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.preventDefault()
      latest.current(open)
    }
    element.addEventListener('keydown', onKey)
    return () => element.removeEventListener('keydown', onKey)
  }, [ref, open])
}

/**
 * Horizontal dragging with pointer capture (mouse, touch, pen): `start` runs when a drag begins and
 * returns the value it starts from; `move` gets that value and the distance dragged so far, in px.
 */
function useHorizontalDrag<T>(start: () => T, move: (from: T, dx: number) => void) {
  const drag = useRef<{ pointer: number; x: number; from: T } | null>(null)
  const end = (event: PointerEvent<HTMLElement>) => {
    if (drag.current?.pointer !== event.pointerId) return
    drag.current = null
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId)
  }
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return
      event.currentTarget.setPointerCapture?.(event.pointerId)
      drag.current = { pointer: event.pointerId, x: event.clientX, from: start() }
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const current = drag.current
      if (current && current.pointer === event.pointerId) move(current.from, event.clientX - current.x)
    },
    onPointerUp: end,
    onPointerCancel: end,
  }
}
