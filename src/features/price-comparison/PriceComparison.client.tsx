'use client'

import { useEffect, useId, useState } from 'react'

import { formatMoney } from '@/domain/money'
import { gaugeDescription, priceComparisonPanel, type PriceComparisonResult } from '@/domain/price-comparison'
import { DEFAULT_TEXTS as TEXTS, fillText } from '@/domain/texts'

/** Spec §4 "Count-up animation 2.5 s". */
const COUNT_UP_MS = 2500

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
 * The market price comparison (autogauge, spec §4 "Price comparison", §5 hide rules, §8), computed
 * with the page: the panel counting up, or nothing when there is no comparison or the domain's hide
 * rules say so (a missing figure, confidence 0.2 or less, the market topping out below the listing).
 */
export function PriceComparison({ result }: { result: PriceComparisonResult | null }) {
  const panel = priceComparisonPanel(result)
  const headingId = useId()
  const progress = useCountUp(panel !== null)
  if (!panel) return null
  const comparables = result?.comparable_count ?? null
  const described = gaugeDescription(panel)
  return (
    <section className="price-comparison" aria-labelledby={headingId}>
      <h2 className="price-comparison__heading" id={headingId}>
        {TEXTS.priceComparisonHeading}
      </h2>
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
        {comparables ? <p className="price-comparison__basis">{fillText(TEXTS.priceComparisonBasedOn, { count: comparables })}</p> : null}
      </div>
    </section>
  )
}
