'use client'

import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

export type VariantSlide = { key: string; name: string; node: ReactNode }

const MOVES: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (index, last) => Math.min(index + 1, last),
  ArrowLeft: (index) => Math.max(index - 1, 0),
  Home: () => 0,
  End: (_, last) => last,
}

const maxScroll = (row: HTMLElement) => row.scrollWidth - row.clientWidth
/** Where the row stops to bring slide `index` to its left edge (the row's padding aside); the last slides share the end. */
const stopFor = (row: HTMLElement, index: number) =>
  Math.min(
    ((row.children[index] as HTMLElement | undefined)?.offsetLeft ?? 0) - ((row.children[0] as HTMLElement | undefined)?.offsetLeft ?? 0),
    maxScroll(row),
  )

const behaviour = (): ScrollBehavior => (window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth')

/**
 * The variants as a slider (spec §9: from 3 variants; arrows from 4). A scroll-snap row rather than
 * swiper (CardCarousel): swiper's keyboard module listens on the whole document, so it would also
 * take the colour picker's arrow keys. Each slide is a focusable "n of m" group; the arrow keys, Home
 * and End move between slides, and the previous/next buttons move the row by one slide and say
 * which slide leads. Without JavaScript the row still scrolls.
 */
export function VariantsSlider({ heading, arrows, slides }: { heading: string; arrows: boolean; slides: readonly VariantSlide[] }) {
  const headingId = useId()
  const trackId = useId()
  const track = useRef<HTMLDivElement>(null)
  const [current, setCurrent] = useState(0)
  const [edges, setEdges] = useState({ atStart: true, atEnd: false })
  const [status, setStatus] = useState('')
  const last = slides.length - 1
  const labelOf = (index: number) => `${slides[index]?.name}, ${index + 1} of ${slides.length}`

  const slideAt = (index: number) => (track.current?.children[index] as HTMLElement | undefined) ?? null
  // The slide a button press scrolled to, until the row gets there: presses during a smooth scroll count from it.
  const aimed = useRef<number | null>(null)
  const scrollTo = (index: number) => {
    const row = track.current
    // Already there, and no smooth scroll under way elsewhere (a Home pressed during End's scroll must still aim home).
    if (!row || (aimed.current === null && Math.abs(row.scrollLeft - stopFor(row, index)) <= 1)) return
    aimed.current = index
    row.scrollTo({ left: stopFor(row, index), behavior: behaviour() })
  }
  const measure = useCallback(() => {
    const row = track.current
    if (!row) return
    if (aimed.current !== null && Math.abs(row.scrollLeft - stopFor(row, aimed.current)) <= 1) aimed.current = null
    setEdges({ atStart: row.scrollLeft <= 1, atEnd: row.scrollLeft >= maxScroll(row) - 1 })
  }, [])

  // However a scroll ended (arrived, or the shopper took over), the row's position is the truth again.
  const settle = () => {
    aimed.current = null
    measure()
  }

  useEffect(() => {
    measure()
    window.addEventListener('resize', measure)
    return () => window.removeEventListener('resize', measure)
  }, [measure])

  /** The slide at the row's left edge: where the last press aimed, else where the shopper scrolled or swiped to. */
  const leading = (row: HTMLElement) => {
    if (aimed.current !== null) return aimed.current
    let best = 0
    for (let index = 1; index <= last; index++) if (Math.abs(stopFor(row, index) - row.scrollLeft) < Math.abs(stopFor(row, best) - row.scrollLeft)) best = index
    return best
  }

  const step = (direction: -1 | 1) => {
    const row = track.current
    if (!row) return
    const from = leading(row)
    // Past the first slide that reaches the end the row cannot move, so the end is that slide.
    const end = slides.findIndex((_, index) => stopFor(row, index) >= maxScroll(row) - 1)
    const index = Math.min(Math.max(from + direction, 0), end < 0 ? last : end)
    if (index === from) return
    setCurrent(index)
    setStatus(`Showing ${labelOf(index)}`)
    scrollTo(index)
  }

  /** Keys pressed on a slide itself (not on a link or button inside it) move between slides. */
  const onKeyDown = (from: number, event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key]
    if (event.target !== event.currentTarget || !move) return
    event.preventDefault()
    const index = move(from, last)
    setCurrent(index)
    slideAt(index)?.focus({ preventScroll: true })
    scrollTo(index)
  }

  return (
    <section className="model-section model-variants variants-slider" aria-roledescription="carousel" aria-labelledby={headingId}>
      <div className="variants-slider__header">
        <h2 id={headingId} className="section__heading">
          {heading}
        </h2>
        {arrows ? (
          <div className="variants-slider__arrows">
            <button
              type="button"
              className="model-arrow"
              aria-label="Previous variant"
              aria-controls={trackId}
              aria-disabled={edges.atStart}
              onClick={() => step(-1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className="model-arrow" aria-label="Next variant" aria-controls={trackId} aria-disabled={edges.atEnd} onClick={() => step(1)}>
              <span aria-hidden="true">›</span>
            </button>
          </div>
        ) : null}
      </div>
      <div id={trackId} ref={track} className="variants-slider__track" onScroll={measure} onScrollEnd={settle}>
        {slides.map((slide, index) => (
          // A slide is a focusable group (the APG carousel's "slide"); the arrow keys on it move to the next one.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
          <div
            key={slide.key}
            className="variants-slider__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={labelOf(index)}
            tabIndex={index === current ? 0 : -1}
            onKeyDown={(event) => onKeyDown(index, event)}
            onFocus={() => setCurrent(index)}
          >
            {slide.node}
          </div>
        ))}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {status}
      </p>
    </section>
  )
}
