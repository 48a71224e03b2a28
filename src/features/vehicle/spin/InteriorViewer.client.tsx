'use client'

import './spin.css'

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'

import { DEFAULT_TEXTS, fillText } from '@/domain/texts'

import { HotspotLayer, useEscapeClosesHotspot, useHorizontalDrag, type PlacedHotspot } from './spin-controls.client'
import { offsetAfterDrag, PANORAMA_KEY_STEP, panoramaHotspotPosition, wrapOffset, type SpinHotspot } from './spin-frames'

export interface InteriorViewerProps {
  /** A wide panorama of the whole cabin (e.g. 1800x400) whose ends meet. */
  image: string
  /** x is a fraction of the panorama's width, y of its height. */
  hotspots: SpinHotspot[]
  /** The car's name. */
  alt: string
  texts?: Partial<Record<'interiorViewerLabel' | 'closeHotspot', string>>
}

/** The demo panoramas' shape, until the image says otherwise. */
const DEFAULT_ASPECT = 4.5

/**
 * The Interior tab (spec §2): a panorama of the cabin panned by dragging or the arrow keys, wrapping
 * around, with hotspot buttons. It opens looking ahead. The root carries data-offset (the left edge
 * of the view as a fraction of the panorama, 0 to 1) for tests.
 */
export default function InteriorViewer({ image, hotspots, alt, texts: overrides }: InteriorViewerProps) {
  const texts = { ...DEFAULT_TEXTS, ...overrides }
  const root = useRef<HTMLDivElement>(null)
  const viewport = useRef<HTMLDivElement>(null)
  const [size, setSize] = useState({ width: 0, height: 0 })
  const [aspect, setAspect] = useState(DEFAULT_ASPECT)
  const [chosen, setChosen] = useState<number | null>(null)
  const [open, setOpen] = useState<string | null>(null)
  const buttons = useRef(new Map<string, HTMLButtonElement>())
  const id = useId()

  useEffect(() => {
    const element = viewport.current
    if (!element) return
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight })
    measure()
    if (typeof ResizeObserver !== 'function') return
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  useEffect(() => {
    const probe = new Image()
    probe.onload = () => probe.naturalHeight > 0 && setAspect(probe.naturalWidth / probe.naturalHeight)
    // Spec §8: an asset failure is logged only.
    probe.onerror = () => console.warn(`Interior panorama did not load: ${image}`)
    probe.src = image
  }, [image])

  const imageWidth = size.height * aspect
  const visible = imageWidth > 0 ? Math.min(1, size.width / imageWidth) : 1 / 3
  // Looking ahead (the middle of the panorama) until the shopper pans.
  const offset = chosen ?? wrapOffset(0.5 - visible / 2)

  const panTo = (next: number) => {
    setOpen(null)
    setChosen(wrapOffset(next))
  }
  const closeHotspot = (key: string) => {
    setOpen(null)
    buttons.current.get(key)?.focus()
  }
  useEscapeClosesHotspot(root, open, closeHotspot)

  const dragHandlers = useHorizontalDrag(
    () => {
      setOpen(null)
      return offset
    },
    (from, dx) => setChosen(offsetAfterDrag(from, dx, imageWidth)),
  )
  const onStageKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: offset + PANORAMA_KEY_STEP, ArrowUp: offset + PANORAMA_KEY_STEP, ArrowLeft: offset - PANORAMA_KEY_STEP, ArrowDown: offset - PANORAMA_KEY_STEP, Home: 0.5 - visible / 2 }
    if (!(event.key in moves)) return
    event.preventDefault()
    panTo(moves[event.key]!)
  }
  const spots: PlacedHotspot[] = hotspots.flatMap((hotspot, index) => {
    const left = panoramaHotspotPosition(hotspot.x, offset, visible)
    return left === null ? [] : [{ key: `${index}-${hotspot.anchor ?? ''}`, description: hotspot.description, left, top: hotspot.y }]
  })
  const degrees = Math.round(offset * 360) % 360

  return (
    <div ref={root} className="interior-viewer" data-offset={offset.toFixed(3)}>
      <div ref={viewport} className="interior-viewer__viewport">
        <div
          className="interior-viewer__stage"
          role="slider"
          tabIndex={0}
          aria-label={fillText(texts.interiorViewerLabel, { name: alt })}
          aria-valuemin={0}
          aria-valuemax={359}
          aria-valuenow={degrees}
          aria-valuetext={`${degrees}°`}
          onKeyDown={onStageKey}
          {...dragHandlers}
          style={{ backgroundImage: `url(${JSON.stringify(image)})`, backgroundPositionX: `${-offset * imageWidth}px` }}
        />
        <HotspotLayer spots={spots} open={open} onToggle={(key) => setOpen((current) => (current === key ? null : key))} onClose={closeHotspot} idPrefix={`${id}-hotspot`} closeLabel={texts.closeHotspot} buttonRefs={buttons} />
      </div>
    </div>
  )
}
