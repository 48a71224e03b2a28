'use client'

import { useEffect, useId, useRef, useState } from 'react'

import { SIMILAR_CARS } from '@/domain/similar-cars'
import { DEFAULT_TEXTS as TEXTS } from '@/domain/texts'

import { type CardSettings, VehicleCard, VehicleCardSaveButtons, type VehicleCardCar } from '@/features/search/client'

/** Spec §9 "lazy-load margin 500 px". */
const LAZY_MARGIN = '500px'
/** Placeholders while loading: one row of the grid. */
const PLACEHOLDERS = 3

type State = { kind: 'loading' } | { kind: 'ready'; cars: VehicleCardCar[]; now: Date } | { kind: 'empty' }

/**
 * Similar cars (spec §2, §4 "Similar cars load lazily when within 500 px of view", §7, §8): asks
 * /api/cars/{slug}/similar once the section comes within 500 px of the viewport, shows placeholders
 * until then, then the site's vehicle cards; nothing at all when the call fails (logged) or finds none.
 */
export function SimilarCars({ slug, settings }: { slug: string; settings: CardSettings }) {
  const [state, setState] = useState<State>({ kind: 'loading' })
  const section = useRef<HTMLElement>(null)
  const headingId = useId()

  useEffect(() => {
    const element = section.current
    if (!element) return
    const controller = new AbortController()
    const load = () =>
      fetch(`/api/cars/${encodeURIComponent(slug)}/similar`, { signal: controller.signal, headers: { accept: 'application/json' } })
        .then(async (response) => {
          if (!response.ok) throw new Error(`HTTP ${response.status}`)
          const { cars } = (await response.json()) as { cars?: VehicleCardCar[] }
          setState(cars && cars.length > 0 ? { kind: 'ready', cars: cars.slice(0, SIMILAR_CARS.count), now: new Date() } : { kind: 'empty' })
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return
          console.warn('Similar cars hidden:', error instanceof Error ? error.message : error)
          setState({ kind: 'empty' })
        })
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        void load()
      },
      { rootMargin: LAZY_MARGIN },
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      controller.abort()
    }
  }, [slug])

  if (state.kind === 'empty') return null
  return (
    <section ref={section} className="similar-cars" aria-labelledby={headingId} aria-busy={state.kind === 'loading'}>
      <h2 className="similar-cars__heading" id={headingId}>
        {TEXTS.similarCarsHeading}
      </h2>
      {state.kind === 'ready' ? (
        <ul className="search-grid search-grid--3 similar-cars__grid">
          {state.cars.map((car, i) => (
            <li key={car.objectID}>
              <VehicleCard car={car} settings={settings} now={state.now} eager={false} titleId={`similar-car-${i + 1}`} SaveButtons={VehicleCardSaveButtons} />
            </li>
          ))}
        </ul>
      ) : (
        <ul className="search-grid search-grid--3 similar-cars__grid" aria-hidden="true">
          {Array.from({ length: PLACEHOLDERS }, (_, i) => (
            <li key={i}>
              <div className="similar-cars__placeholder">
                <span className="similar-cars__placeholder-image" />
                <span className="similar-cars__placeholder-line" />
                <span className="similar-cars__placeholder-line similar-cars__placeholder-line--short" />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
