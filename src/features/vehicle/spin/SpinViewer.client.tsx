'use client'

import { memo, useCallback, useEffect, useRef, useState } from 'react'

import { DEFAULT_TEXTS, fillText } from '@/domain/texts'

import { HotspotLayer, useFullscreen, type PlacedHotspot } from './spin-controls.client'
import { autoRotateFinished, frameAfterDrag, hotspotVisible, loadProgress, SPIN_AUTO_ROTATE_MS, wrapFrame, type SpinHotspot } from './spin-frames'
import { useViewerStage } from './use-viewer-stage.client'

export type SpinState = 'loading' | 'ready' | 'interacted'

export interface SpinViewerProps {
  /** Frame URLs in turning order, 600x400 (spec §9). */
  frames: string[]
  /** x and y are fractions of the frame; each shows on its frame and the one either side. */
  hotspots: SpinHotspot[]
  /** The car's name: the viewer's accessible name says what it shows. */
  alt: string
  /** Turn once by itself when every frame has loaded (default true; never with reduced motion). */
  autoRotate?: boolean
  texts?: Partial<Record<'spinViewerLabel' | 'spinLoading' | 'fullScreen' | 'exitFullScreen' | 'closeHotspot', string>>
}

const reducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * The 360° spin (spec §2, §4 "Spin view: loading, ready, interacted", §9): frames preload with a
 * progress bar while the first one shows; once all have loaded it turns once by itself, 100 ms a
 * frame, until the shopper drags (20 px a frame, mouse or touch), presses an arrow key, Home or
 * End, or opens a hotspot. The root carries data-state and data-frame for tests.
 */
export default function SpinViewer({ frames, hotspots, alt, autoRotate = true, texts: overrides }: SpinViewerProps) {
  const texts = { ...DEFAULT_TEXTS, ...overrides }
  const count = frames.length
  const [frame, setFrame] = useState(0)
  const [settled, setSettled] = useState(0)
  const [interacted, setInteracted] = useState(false)
  const [turned, setTurned] = useState(false)
  const [still] = useState(reducedMotion)
  const seen = useRef(new Set<number>())
  const root = useRef<HTMLDivElement>(null)
  const fullscreen = useFullscreen(root)

  const state: SpinState = interacted ? 'interacted' : settled >= count ? 'ready' : 'loading'
  const turning = state === 'ready' && autoRotate && !still && !turned && count > 1

  const settle = useCallback(
    (index: number, failed: boolean) => {
      if (seen.current.has(index)) return
      seen.current.add(index)
      // Spec §8: a spin asset failure is logged only.
      if (failed) console.warn(`Spin frame ${index + 1} of ${frames.length} did not load: ${frames[index]}`)
      setSettled(seen.current.size)
    },
    [frames],
  )

  useEffect(() => {
    if (!turning) return
    let steps = 0
    const timer = window.setInterval(() => {
      steps++
      setFrame((current) => wrapFrame(current + 1, count))
      if (autoRotateFinished(steps, count)) {
        window.clearInterval(timer)
        setTurned(true)
      }
    }, SPIN_AUTO_ROTATE_MS)
    return () => window.clearInterval(timer)
  }, [turning, count])

  const { stage, hotspotLayer } = useViewerStage(root, {
    slider: {
      label: fillText(texts.spinViewerLabel, { name: alt }),
      min: 1,
      max: count,
      now: frame + 1,
      text: `${Math.round((frame * 360) / Math.max(1, count))}°`,
    },
    at: frame,
    moveTo: (next) => setFrame(wrapFrame(next, count)),
    afterDrag: (from, dx) => frameAfterDrag(from, dx, count),
    keyMoves: { ArrowRight: frame + 1, ArrowUp: frame + 1, ArrowLeft: frame - 1, ArrowDown: frame - 1, Home: 0, End: count - 1 },
    onInteract: () => setInteracted(true),
  })

  const spots: PlacedHotspot[] =
    state === 'loading' || turning
      ? []
      : hotspots.flatMap((hotspot, index) =>
          hotspotVisible(hotspot, frame, count)
            ? [{ key: `${index}-${hotspot.anchor ?? hotspot.frame ?? 0}`, description: hotspot.description, left: hotspot.x, top: hotspot.y }]
            : [],
        )
  const percent = loadProgress(settled, count)

  return (
    <div ref={root} className={`spin-viewer${fullscreen.fallback ? ' spin-viewer--fullscreen' : ''}`} data-state={state} data-frame={frame}>
      <div className="spin-viewer__canvas">
        <div className="spin-viewer__stage" {...stage}>
          <SpinFrames frames={frames} current={frame} settle={settle} />
        </div>
        <HotspotLayer spots={spots} closeLabel={texts.closeHotspot} {...hotspotLayer} />
        {state === 'loading' ? (
          <progress className="spin-viewer__progress" max={100} value={percent} aria-label={fillText(texts.spinLoading, { percent })} />
        ) : null}
      </div>
      <button type="button" className="spin-viewer__fullscreen" onClick={fullscreen.toggle}>
        {fullscreen.active ? texts.exitFullScreen : texts.fullScreen}
      </button>
    </div>
  )
}

/**
 * The frames, apart from the viewer: each frame's load moves the progress bar, and re-rendering all
 * 24 images for it was most of the vehicle page's main-thread work after load. Rendered again only
 * when the frame shown changes.
 */
const SpinFrames = memo(function SpinFrames({
  frames,
  current,
  settle,
}: {
  frames: string[]
  current: number
  settle: (index: number, failed: boolean) => void
}) {
  return frames.map((src, index) => (
    // eslint-disable-next-line @next/next/no-img-element -- frames are swapped 10 times a second; the image optimiser would only add requests
    <img
      key={src}
      src={src}
      alt=""
      width={600}
      height={400}
      draggable={false}
      decoding="async"
      fetchPriority={index === 0 ? 'high' : 'auto'}
      className={`spin-viewer__frame${index === current ? ' spin-viewer__frame--current' : ''}`}
      onLoad={() => settle(index, false)}
      onError={() => settle(index, true)}
      ref={(image) => {
        if (image?.complete && image.currentSrc) settle(index, image.naturalWidth === 0)
      }}
    />
  ))
})
