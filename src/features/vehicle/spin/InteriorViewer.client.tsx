'use client'

import { useEffect, useRef, useState } from 'react'

import { DEFAULT_TEXTS, fillText } from '@/domain/texts'

import { HotspotLayer, type PlacedHotspot } from './spin-controls.client'
import { offsetAfterDrag, PANORAMA_KEY_STEP, panoramaHotspotPosition, wrapOffset, type SpinHotspot } from './spin-frames'
import { useViewerStage } from './use-viewer-stage.client'

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
  const degrees = Math.round(offset * 360) % 360

  const { stage, hotspotLayer } = useViewerStage(root, {
    slider: { label: fillText(texts.interiorViewerLabel, { name: alt }), min: 0, max: 359, now: degrees, text: `${degrees}°` },
    at: offset,
    moveTo: (next) => setChosen(wrapOffset(next)),
    afterDrag: (from, dx) => offsetAfterDrag(from, dx, imageWidth),
    keyMoves: {
      ArrowRight: offset + PANORAMA_KEY_STEP,
      ArrowUp: offset + PANORAMA_KEY_STEP,
      ArrowLeft: offset - PANORAMA_KEY_STEP,
      ArrowDown: offset - PANORAMA_KEY_STEP,
      Home: 0.5 - visible / 2,
    },
  })
  const spots: PlacedHotspot[] = hotspots.flatMap((hotspot, index) => {
    const left = panoramaHotspotPosition(hotspot.x, offset, visible)
    return left === null ? [] : [{ key: `${index}-${hotspot.anchor ?? ''}`, description: hotspot.description, left, top: hotspot.y }]
  })

  return (
    <div ref={root} className="interior-viewer" data-offset={offset.toFixed(3)}>
      <div ref={viewport} className="interior-viewer__viewport">
        <div
          className="interior-viewer__stage"
          {...stage}
          style={{ backgroundImage: `url(${JSON.stringify(image)})`, backgroundPositionX: `${-offset * imageWidth}px` }}
        />
        <HotspotLayer spots={spots} closeLabel={texts.closeHotspot} {...hotspotLayer} />
      </div>
    </div>
  )
}
