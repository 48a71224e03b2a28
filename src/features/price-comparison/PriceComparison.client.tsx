'use client'

import { useEffect, useId, useState } from 'react'

import { formatMoney } from '@/domain/money'
import { gaugeDescription, priceComparisonPanel, type PriceComparisonPanel, type PriceComparisonResult } from '@/domain/price-comparison'
import { DEFAULT_TEXTS as TEXTS, fillText } from '@/domain/texts'

import './price-comparison.css'

/** Spec §4 "Count-up animation 2.5 s". */
const COUNT_UP_MS = 2500

type State = { kind: 'loading' } | { kind: 'ready'; panel: PriceComparisonPanel; comparables: number | null } | { kind: 'hidden' }

/** 0 to 1 over 2.5 s once `run` is true (ease-out); straight to 1 when the shopper prefers reduced motion. */
function useCountUp(run: boolean): number {
  const [progress, setProgress] = useState(0)
  useEffect(() => {
    if (!run) return
    const duration = window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : COUNT_UP_MS
    const start = performance.now()
    let frame = 0
    const tick = (now: number) => {
      const t = duration === 0 ? 1 : Math.min(1, (now - start) / duration)
      setProgress(1 - (1 - t) ** 3)
      if (t < 1) frame = requestAnimationFrame(tick)
    }
    frame = requestAnimationFrame(tick)
    return () => cancelAnimationFrame(frame)
  }, [run])
  return progress
}

/** One figure of the comparison, counting up: the animated number is hidden from screen readers, which get the final one. */
function CountUpFigure({ label, value, progress, className }: { label: string; value: number; progress: number; className?: string }) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd>
        <span aria-hidden="true">{formatMoney(Math.round(value * progress))}</span>
        <span className="visually-hidden">{formatMoney(value)}</span>
      </dd>
    </div>
  )
}

/**
 * The market price comparison (autogauge, spec §4 "Price comparison", §5 hide rules, §8): a loading
 * skeleton, then the panel, or nothing when the call fails (logged) or the domain's hide rules say
 * so (a missing figure, confidence 0.2 or less, the market topping out below the listing).
 */
export function PriceComparison({ slug }: { slug: string }) {
  const [state, setState] = useState<State>({ kind: 'loading' })
  const headingId = useId()
  const progress = useCountUp(state.kind === 'ready')

  useEffect(() => {
    const controller = new AbortController()
    fetch(`/api/cars/${encodeURIComponent(slug)}/autogauge`, { signal: controller.signal, headers: { accept: 'application/json' } })
      .then(async (response) => {
        const body = (await response.json().catch(() => null)) as (PriceComparisonResult & { message?: string }) | null
        if (!response.ok) throw new Error(body?.message ?? `HTTP ${response.status}`)
        const panel = priceComparisonPanel(body)
        setState(panel ? { kind: 'ready', panel, comparables: body?.comparable_count ?? null } : { kind: 'hidden' })
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        console.warn('Price comparison hidden:', error instanceof Error ? error.message : error)
        setState({ kind: 'hidden' })
      })
    return () => controller.abort()
  }, [slug])

  if (state.kind === 'hidden') return null
  const ready = state.kind === 'ready' ? state : null
  const panel = ready?.panel
  const described = panel ? gaugeDescription(panel) : null
  return (
    <section className="price-comparison" aria-labelledby={headingId} aria-busy={!panel}>
      <h2 className="price-comparison__heading" id={headingId}>
        {TEXTS.priceComparisonHeading}
      </h2>
      <p className="visually-hidden" role="status">
        {panel ? `${panel.dealLabel}. ${described}.` : TEXTS.priceComparisonLoading}
      </p>
      {ready && panel && described ? (
        <div className={`price-comparison__body price-comparison--${panel.band}`}>
          <p className="price-comparison__label">{panel.dealLabel}</p>
          <div className="price-comparison__gauge" role="img" aria-label={described}>
            <div className="price-comparison__gauge-fill" style={{ width: `${panel.gaugeFill * progress * 100}%` }} />
          </div>
          <p className="price-comparison__caption" aria-hidden="true">
            {described}
          </p>
          <dl className="price-comparison__figures">
            <CountUpFigure label={TEXTS.priceComparisonMarketLow} value={panel.marketRangeMin} progress={progress} />
            <CountUpFigure label={TEXTS.priceComparisonThisCar} value={panel.listingPrice} progress={progress} className="price-comparison__listing" />
            <CountUpFigure label={TEXTS.priceComparisonMarketHigh} value={panel.marketRangeMax} progress={progress} />
          </dl>
          {ready.comparables ? <p className="price-comparison__basis">{fillText(TEXTS.priceComparisonBasedOn, { count: ready.comparables })}</p> : null}
        </div>
      ) : (
        <div className="price-comparison__skeleton" aria-hidden="true">
          <span className="price-comparison__bone price-comparison__bone--label" />
          <span className="price-comparison__bone price-comparison__bone--gauge" />
          <span className="price-comparison__bone price-comparison__bone--figures" />
        </div>
      )}
    </section>
  )
}
