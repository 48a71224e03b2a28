import type { PriceDisplay } from '@/domain/price-display'

/**
 * A car's price as the domain's priceDisplay describes it: the struck-through list price, the
 * amount, its type (e.g. Drive Away) and a separate "Was" price. Cards and the vehicle page style it
 * through `block` (BEM: `{block}__list`, `__amount`, `__type`, `__was`).
 */
export function PriceLine({
  block,
  className = block,
  price,
  priceType,
  showWas = true,
}: {
  block: string
  className?: string
  price: PriceDisplay
  priceType: string | null | undefined
  showWas?: boolean
}) {
  return (
    <div className={className}>
      {price.struckThrough ? (
        <s className={`${block}__list`}>
          <span className="visually-hidden">Was </span>
          {price.struckThrough}
        </s>
      ) : null}
      <strong className={`${block}__amount`}>{price.text}</strong>
      {priceType ? <span className={`${block}__type`}>{priceType}</span> : null}
      {showWas && price.wasPrice && !price.struckThrough ? <span className={`${block}__was`}>Was {price.wasPrice}</span> : null}
    </div>
  )
}
