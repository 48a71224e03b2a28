import { variantLayout } from '@/domain/models'
import type { Model } from '@/payload-types'

import { VariantCard } from './VariantCard'
import { VariantsSlider } from './VariantsSlider.client'

/**
 * "Which {model} will you choose?", or "{model} Features" with one variant (spec §2 "Other screens"):
 * a slider from 3 variants, with arrows from 4; a grid below that (spec §9).
 */
export function VariantsSection({ model, make, title }: { model: Model; make: string; title: string }) {
  const variants = model.variants ?? []
  if (variants.length === 0) return null
  const layout = variantLayout(title, variants.length)
  const card = (variant: (typeof variants)[number]) => <VariantCard model={model} make={make} title={title} variant={variant} />
  if (layout.kind === 'slider') {
    return (
      <VariantsSlider
        heading={layout.heading}
        arrows={layout.arrows}
        slides={variants.map((variant) => ({ key: variant.id ?? variant.name, name: variant.name, node: card(variant) }))}
      />
    )
  }
  return (
    <section className="model-section model-variants" aria-labelledby="model-variants-heading">
      <h2 id="model-variants-heading" className="section__heading">
        {layout.heading}
      </h2>
      <ul className="variants-grid">
        {variants.map((variant) => (
          <li key={variant.id ?? variant.name}>{card(variant)}</li>
        ))}
      </ul>
    </section>
  )
}
