'use client'

import { useId, useState } from 'react'

import { variantFeatures } from '@/domain/models'

/** A variant's features: the first 8, then all of them behind View more / View less (spec §4, §9). */
export function FeatureList({ features, variantName }: { features: readonly string[]; variantName: string }) {
  const [expanded, setExpanded] = useState(false)
  const listId = useId()
  const { shown, toggle } = variantFeatures(features, expanded)
  if (shown.length === 0) return null
  return (
    <>
      <ul id={listId} className="variant-card__features">
        {shown.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {toggle ? (
        <button type="button" className="variant-card__toggle" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded(!expanded)}>
          {toggle}
          <span className="visually-hidden"> {variantName} features</span>
        </button>
      ) : null}
    </>
  )
}
