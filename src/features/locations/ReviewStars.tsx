import type { CSSProperties } from 'react'

import type { StarDisplay } from '@/domain/format'
import { DEFAULT_TEXTS, fillText } from '@/domain/texts'

/** Spec §9 star display: up to 4 full stars plus a partial one, drawn as five stars filled left to right; read as one sentence. */
export function ReviewStars({ stars, withCount = true }: { stars: StarDisplay; withCount?: boolean }) {
  const fills = [...Array<number>(stars.full).fill(1), ...(stars.partial > 0 ? [stars.partial] : []), ...Array<number>(stars.empty).fill(0)]
  const label = fillText(withCount ? DEFAULT_TEXTS.reviewsSummary : DEFAULT_TEXTS.reviewRating, { score: stars.scoreText, count: stars.countText })
  return (
    <span className="review-stars">
      <span className="review-stars__stars" role="img" aria-label={label}>
        {fills.map((fill, index) => (
          <span key={index} className="review-stars__star" style={{ '--fill': `${Math.round(fill * 100)}%` } as CSSProperties} />
        ))}
      </span>
      {withCount ? (
        <span className="review-stars__text" aria-hidden="true">
          <strong>{stars.scoreText}</strong> ({stars.countText})
        </span>
      ) : null}
    </span>
  )
}
