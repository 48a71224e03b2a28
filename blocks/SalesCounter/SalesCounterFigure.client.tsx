'use client'

import { useEffect, useRef, useState } from 'react'

import { formatCount } from '@/domain/money'
import { salesCounterAt, salesCounterFrame, salesCounterTarget, type SalesCounterRule } from '@/domain/sales-counter-clock'

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * The sales counter's figure (spec §9: "refreshes every 150 s, counts up over 2 s"). The counting
 * figure is hidden from screen readers; they get the settled figure in a polite live region, which
 * changes once per refresh (not on every frame), so each new figure is read out once. With reduced
 * motion the new figure shows at once.
 */
export function SalesCounterFigure({ initialValue, rule }: { initialValue: number; rule: SalesCounterRule }) {
  const [settled, setSettled] = useState(initialValue)
  const [shown, setShown] = useState(initialValue)
  const shownRef = useRef(initialValue)

  useEffect(() => {
    let frame = 0
    const refresh = () => {
      const from = shownRef.current
      const target = salesCounterTarget(from, salesCounterAt(Date.now(), rule), rule)
      if (target === from) return
      cancelAnimationFrame(frame)
      setSettled(target)
      const duration = prefersReducedMotion() ? 0 : rule.countUpMs
      const start = performance.now()
      const tick = (now: number) => {
        const value = salesCounterFrame(from, target, now - start, duration)
        shownRef.current = value
        setShown(value)
        if (value !== target) frame = requestAnimationFrame(tick)
      }
      tick(start)
    }
    // A page kept in a cache may be older than the figure: catch up once, then on every refresh.
    refresh()
    const timer = window.setInterval(refresh, rule.refreshSeconds * 1000)
    return () => {
      window.clearInterval(timer)
      cancelAnimationFrame(frame)
    }
  }, [rule])

  return (
    <p className="sales-counter__figure">
      <span aria-hidden="true">{formatCount(shown)}</span>
      <span className="visually-hidden" aria-live="polite" aria-atomic="true">
        {formatCount(settled)}
      </span>
    </p>
  )
}
