import { SALES_COUNTER, salesCounter } from '@/domain/sales-counter'
import type { SalesCounterBlock as SalesCounterData } from '@/payload-types'

import type { BlockProps } from '../types'
import { SalesCounterFigure } from './later'

/**
 * Spec §9 "Sales counter": the figure is worked out on the server so it is in the page's HTML (and
 * read without JavaScript); the island then keeps it current while the page stays open.
 */
export function SalesCounterBlock({ block }: BlockProps<SalesCounterData>) {
  const headingId = `sales-counter-${block.id ?? 'block'}`
  const { perDay, secondsPerSale, refreshSeconds, countUpMs } = SALES_COUNTER
  return (
    <section className="container section sales-counter" aria-labelledby={headingId}>
      <h2 id={headingId} className="sales-counter__heading">
        {block.heading}
      </h2>
      <SalesCounterFigure initialValue={salesCounter(new Date())} rule={{ perDay, secondsPerSale, refreshSeconds, countUpMs }} />
      {block.text ? <p className="sales-counter__text">{block.text}</p> : null}
    </section>
  )
}
